import CourseModel

extension String {
    /// An ASCII lesson id: Turkish letters folded, everything else that is not a-z or 0-9 a dash.
    var lessonSlug: String {
        let folded = LessonID.turkishLetters
        var slug = ""
        for c in self {
            let ascii = (folded[c] ?? String(c)).lowercased()
            if ascii.count == 1, let a = ascii.first, a.isASCII, a.isLetter || a.isNumber {
                slug += ascii
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// The lesson's language from its letters: kana is Japanese, Turkish letters Turkish, else English.
    var detectedLessonLanguage: String {
        if unicodeScalars.contains(where: { (0x3040...0x30FF).contains($0.value) }) { return "ja" }
        if contains(where: { "ıİşŞğĞ".contains($0) }) { return "tr" }
        return "en"
    }
}
