import CoursecSupport
import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

/// A course with one lesson, its hand-made translation, and the table a translator's
/// tool would fill a PO file from: what `po export`, gettext's tools and `po import`
/// are tried on.
struct POFixture {
    var course: String
    var sourceLanguage: String
    var targetLanguage: String
    var fileName: String
    var source: String
    /// The translation as a translator writes it by hand, `HASH` for the source's hash.
    var handMade: String
    /// Each message's translation, as a translator gives it.
    var table: [String: String]

    let folder = TemporaryDirectory("coursec-po")

    var courses: String { folder.path + "/courses" }
    var sourceFile: String { "\(courses)/\(course)/\(sourceLanguage)/\(fileName)" }
    var translationFile: String { "\(courses)/\(course)/\(targetLanguage)/\(fileName)" }
    var poFile: String { "\(folder.path)/po/\(targetLanguage)/\(course)/\(fileName.dropLast(3)).po" }
    var expectedTranslation: String { handMade.replacingOccurrences(of: "HASH", with: LessonHash.of(read(sourceFile))) }

    func write() {
        folder.write("courses/\(course)/course.json", """
            {"title": {"\(sourceLanguage)": "\(course)"}, "sourceLanguage": "\(sourceLanguage)", "lessons": ["\(course)"]}
            """)
        folder.write("courses/\(course)/\(sourceLanguage)/\(fileName)", source)
    }

    func read(_ path: String) -> String {
        (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func edit(_ path: String, _ change: (String) -> String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(change(read(path)).utf8))
    }

    func export(_ extra: [String] = []) -> CLIRun {
        CLIRun.run(["po", "export", "--lang", targetLanguage, "--courses", courses] + extra)
    }

    /// A gettext tool run in a UTF-8 locale, its standard error read with its output.
    func gettext(_ tool: String, _ arguments: [String], environment: [String] = []) throws -> CapturedProcess {
        try CapturedProcess.run("/usr/bin/env", ["LC_ALL=C.UTF-8"] + environment + [tool] + arguments, errors: .merged)
    }

    /// Fills `input`'s messages from `table` with msgfilter, as a translator's tool would:
    /// msgfilter hands each message's msgid to the script, whose output is its msgstr.
    func translate(_ input: String, into output: String) throws -> CapturedProcess {
        let tablePath = folder.write("table.json", String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self))
        let script = folder.write("translate.py", """
            import json, os, sys
            table = json.load(open(os.environ["TABLE"], encoding="utf-8"))
            text = sys.stdin.read()
            msgid = os.environ["MSGFILTER_MSGID"]
            sys.stdout.write(text if msgid == "" else table.get(msgid, ""))
            """)
        return try gettext("msgfilter", ["-i", input, "-o", output, "python3", script], environment: ["TABLE=\(tablePath)"])
    }

    /// The course written, its lesson exported, translated from `table` and imported.
    func translated() throws {
        write()
        #expect(export().status == 0)
        let translated = folder.path + "/translated.po"
        #expect(try translate(poFile, into: translated).status == 0)
        #expect(CLIRun.run(["po", "import", translated, "--courses", courses]).status == 0)
    }

    static func turkishToJapanese() -> POFixture {
        POFixture(
            course: "sayac", sourceLanguage: "tr", targetLanguage: "ja", fileName: "01-sayac.md",
            source: """
                ---
                id: sayac
                title: Bir sayaç
                summary: Bir değeri artıran küçük bir program.
                order: 1
                ---

                Bu derste bir **sayaç** yazıyoruz. Sayaç her
                çağrıda bir artar.

                ## Sayacı kurmak

                ```swift run group=sayac
                var sayi = 0
                // Sayıyı bir artır
                sayi += 1
                print("Sayı: \\(sayi)")
                // Sayı: 1
                ```

                - Sayaç sıfırdan başlar.
                - Her çağrı bir ekler.

                | Adım | Değer |
                |---|---|
                | başta | 0 |
                | sonra | 1 |

                > Note: Sayaç yalnız
                > artar.

                ```swift run group=sayac
                sayi += 1
                print("Son")
                ```

                ```output
                Son
                ```

                <!-- faq -->
                ## SSS

                ### Sayaç azalabilir mi?

                Hayır, bu derste yalnız artar.

                """,
            handMade: """
                ---
                id: sayac
                translation-of: tr HASH
                title: カウンター
                summary: 値を一つずつ増やす小さなプログラム。
                order: 1
                ---

                この課では**カウンター**を書きます。
                呼ぶたびに一つ増えます。

                ## カウンターを作る

                ```swift run group=sayac
                var sayi = 0
                // 数を一つ増やす
                sayi += 1
                print("数: \\(sayi)")
                // 数: 1
                ```

                - カウンターは0から始まります。
                - 呼ぶたびに1を足します。

                | 段階 | 値 |
                |---|---|
                | 最初 | 0 |
                | その後 | 1 |

                > Note: カウンターは
                > 増えるだけです。

                ```swift run group=sayac
                sayi += 1
                print("終わり")
                ```

                ```output
                終わり
                ```

                <!-- faq -->
                ## よくある質問

                ### カウンターは減りますか？

                いいえ、この課では増えるだけです。

                """,
            table: [
                "Bir sayaç": "カウンター",
                "Bir değeri artıran küçük bir program.": "値を一つずつ増やす小さなプログラム。",
                "Bu derste bir **sayaç** yazıyoruz. Sayaç her\nçağrıda bir artar.": "この課では**カウンター**を書きます。\n呼ぶたびに一つ増えます。",
                "Sayacı kurmak": "カウンターを作る",
                "Sayıyı bir artır": "数を一つ増やす",
                "Sayı: \\(sayi)": "数: \\(sayi)",
                "Sayı: 1": "数: 1",
                "Sayaç sıfırdan başlar.": "カウンターは0から始まります。",
                "Her çağrı bir ekler.": "呼ぶたびに1を足します。",
                "Adım": "段階", "Değer": "値", "başta": "最初", "0": "0", "sonra": "その後", "1": "1",
                "Sayaç yalnız\nartar.": "カウンターは\n増えるだけです。",
                "Son": "終わり",
                "SSS": "よくある質問",
                "Sayaç azalabilir mi?": "カウンターは減りますか？",
                "Hayır, bu derste yalnız artar.": "いいえ、この課では増えるだけです。",
            ])
    }

    static func englishToTurkish() -> POFixture {
        POFixture(
            course: "greeting", sourceLanguage: "en", targetLanguage: "tr", fileName: "01-greeting.md",
            source: """
                ---
                id: greeting
                title: Greeting someone
                summary: A function that greets by name.
                order: 1
                ---

                A greeting is a string built from a name.

                ```swift typecheck group=hello
                func greet(_ name: String) -> String {
                    "Hello, \\(name)!"
                }
                ```

                ## Calling it

                ```swift run group=hello
                print(greet("Ada")) // Prints "Hello, Ada!"
                ```

                | Name | Greeting |
                |---|---|
                | Ada | Hello, Ada! |

                > Tip: A name can be
                > any string.

                1. Write the function.
                2. Call it with a name.

                <!-- faq -->
                ## Questions

                ### Can the name be empty?

                Yes: it prints `Hello, !`.

                """,
            handMade: """
                ---
                id: greeting
                translation-of: en HASH
                title: Birini selamlamak
                summary: Adla selamlayan bir fonksiyon.
                order: 1
                ---

                Selam, bir addan kurulan bir metindir.

                ```swift typecheck group=hello
                func greet(_ name: String) -> String {
                    "Merhaba, \\(name)!"
                }
                ```

                ## Çağırmak

                ```swift run group=hello
                print(greet("Ada")) // "Merhaba, Ada!" yazdırır.
                ```

                | Ad | Selam |
                |---|---|
                | Ada | Merhaba, Ada! |

                > Tip: Ad herhangi bir
                > metin olabilir.

                1. Fonksiyonu yazın.
                2. Onu bir adla çağırın.

                <!-- faq -->
                ## Sorular

                ### Ad boş olabilir mi?

                Evet: `Merhaba, !` yazdırır.

                """,
            table: [
                "Greeting someone": "Birini selamlamak",
                "A function that greets by name.": "Adla selamlayan bir fonksiyon.",
                "A greeting is a string built from a name.": "Selam, bir addan kurulan bir metindir.",
                "Hello, \\(name)!": "Merhaba, \\(name)!",
                "Calling it": "Çağırmak",
                "Prints \"Hello, Ada!\"": "\"Merhaba, Ada!\" yazdırır.",
                "Name": "Ad", "Greeting": "Selam", "Ada": "Ada", "Hello, Ada!": "Merhaba, Ada!",
                "A name can be\nany string.": "Ad herhangi bir\nmetin olabilir.",
                "Write the function.": "Fonksiyonu yazın.",
                "Call it with a name.": "Onu bir adla çağırın.",
                "Questions": "Sorular",
                "Can the name be empty?": "Ad boş olabilir mi?",
                "Yes: it prints `Hello, !`.": "Evet: `Merhaba, !` yazdırır.",
            ])
    }
}
