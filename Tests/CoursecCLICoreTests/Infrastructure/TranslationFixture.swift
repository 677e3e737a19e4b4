import CoursecTestSupport
import Foundation

/// A one-lesson Turkish course in a temporary folder, ready to be translated.
struct TranslationFixture {
    let directory = TemporaryDirectory("translate")
    var courses: String { directory.path }
    var source: String { directory.path + "/c/tr/01-sayac.md" }
    var english: String { directory.path + "/c/en/01-sayac.md" }

    static let lesson = """
        ---
        id: sayac
        title: Sayaç
        summary: Bir sayaç yazalım.
        order: 1
        ---

        ## Giriş

        Sayaç her çağrıda bir artar.

        ```swift run
        var count = 0 // başlangıç
        count += 1
        print("sayı: \\(count)")
        ```

        ```output
        sayı: 1
        ```

        ## Özet

        Sayaç bir arttı.
        """

    init() {
        directory.write("c/course.json", #"{"title": {"tr": "Sayaçlar", "en": "Counters"}, "sourceLanguage": "tr", "lessons": ["sayac"]}"#)
        directory.write("c/tr/01-sayac.md", Self.lesson)
    }

    func translate() -> CLIRun { CLIRun.run(["translate", source, "--to", "en"]) }
    func status() -> CLIRun { CLIRun.run(["status", "--courses", courses, "--format", "json"]) }
    func strictStatus() -> CLIRun { CLIRun.run(["status", "--courses", courses, "--strict"]) }

    func read(_ path: String) -> String { String(data: FileManager.default.contents(atPath: path)!, encoding: .utf8)! }
    func write(_ path: String, _ text: String) { _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }
    func edit(_ path: String, _ transform: (String) -> String) { write(path, transform(read(path))) }

    /// The translation with its markers removed and prose translated by hand.
    func finishTranslation() {
        edit(english) { text in
            text.replacingOccurrences(of: "<!-- untranslated -->\n", with: "")
                .replacingOccurrences(of: "untranslated: title summary\n", with: "")
                .replacingOccurrences(of: "title: Sayaç", with: "title: Counter")
                .replacingOccurrences(of: "Sayaç her çağrıda bir artar.", with: "The counter goes up by one on every call.")
        }
    }

    /// The `state` of the English cell in `status --format json`.
    func englishState() -> String? {
        let json = try? JSONSerialization.jsonObject(with: Data(status().out.utf8)) as? [String: Any]
        let lessons = json?["lessons"] as? [[String: Any]]
        let cells = lessons?.first?["cells"] as? [String: [String: Any]]
        return cells?["en"]?["state"] as? String
    }

    /// The source committed to git (so its old text can be found), then translated, the
    /// translation finished and committed (so `translate --update` can tell what changed in it).
    func finishedTranslationOfACommittedSource() {
        git("init", "-q")
        git("add", "-A")
        git("commit", "-qm", "source")
        _ = translate()
        finishTranslation()
        commit("translation")
    }

    func commit(_ message: String) {
        git("add", "-A")
        git("commit", "-qm", message)
    }

    func git(_ arguments: String...) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", courses, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try? process.run()
        process.waitUntilExit()
    }
}
