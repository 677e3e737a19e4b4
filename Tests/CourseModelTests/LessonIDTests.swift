import CourseModel
import Testing

/// A lesson id made from a name typed in the course's language (docs/format.md, "Lesson ids").
@Suite struct LessonIDTests {
    @Test(arguments: [
        ("değişkenler", "degiskenler"),
        ("Hoş geldiniz", "hos-geldiniz"),
        ("İŞLEVLER ve ılık Çözüm, Ğ Ü Ö", "islevler-ve-ilik-cozum-g-u-o"),
        ("ようこそ", "youkoso"),
        ("カタカナ", "katakana"),
        ("こんにちは", "konnichiha"),
        ("Ça va? Ñandú", "ca-va-nandu"),
        ("Straße Øre Łódź", "strasse-ore-lodz"),
        ("Привет", "privet"),
    ])
    func aNameIsReadAsLatinLetters(_ example: (name: String, id: String)) {
        #expect(LessonID.make(from: example.name) == example.id)
    }

    @Test func kanjiAreReadByTheirMandarinReadings() {
        #expect(LessonID.make(from: "変数") == "bian-shu")
    }

    @Test func anIdIsItsOwnId() {
        #expect(LessonID.make(from: "swift-basics-2") == "swift-basics-2")
    }

    @Test func aNameThatLeavesNoLetterOrStartsWithADigitGivesNoId() {
        #expect(LessonID.make(from: "🙂") == nil)
        #expect(LessonID.transliterate("🙂") == "")
        #expect(LessonID.make(from: "2024 yılı") == nil)
        #expect(LessonID.transliterate("2024 yılı") == "2024-yili")
    }
}
