import CourseModel

extension TranslationNotice {
    /// `<notice state count source-lang><section kind>title</section>…</notice>`; a section
    /// without a title (the text before the first heading) has `introduction="yes"`.
    var element: XMLElementValue {
        var notice = XMLElementValue("notice", [
            "state": state.rawValue,
            "count": count.map(String.init),
            "source-lang": sourceLanguage,
            "draft": isDraft ? "yes" : nil,
        ])
        for section in sections {
            notice.append(XMLElementValue(
                "section", ["kind": section.kind.rawValue, "introduction": section.title == nil ? "yes" : nil],
                text: section.title ?? ""))
        }
        return notice
    }
}
