/// A glossary of one term, `counter`, whose English renderings to avoid are `tally` and
/// `tick box`: for the terminology checker's tests and `status`'s.
public enum CounterGlossary {
    public static let text = """
        {
          "terms": [
            {
              "id": "counter",
              "tr": {"use": "sayaç"},
              "en": {"use": "counter", "avoid": ["tally", "tick box"], "means": "A number that goes up."}
            }
          ]
        }
        """
}
