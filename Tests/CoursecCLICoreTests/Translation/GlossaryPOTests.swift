import CoursecSupport
import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

/// `courses/glossary.json` through `po export` and `po import`: each term's `use` and
/// `means` a message, checked by msgfmt, filled by msgfilter, and put back in the glossary.
@Suite struct GlossaryPOTests {
    /// A Turkish course, its glossary in Turkish, Japanese and English: `counter` already has
    /// Japanese (with words to avoid), `closure` none, `tuple` no Turkish.
    static let glossary = """
        {
          "terms": [
            {
              "id": "counter",
              "tr": {
                "means": "Bir şeyi sayan değişken.",
                "use": "sayaç",
                "avoid": ["kaunter"]
              },
              "ja": {"use": "カウンター", "avoid": ["計数器"]}
            },
            {
              "id": "closure",
              "en": {"use": "closure"},
              "tr": {"use": "kapanış", "means": "Değer yakalayan bir işlev."}
            },
            {
              "id": "tuple",
              "en": {"use": "tuple", "means": "A group of values."}
            }
          ]
        }

        """

    /// What a translator gives each message, by its msgctxt.
    static let table = ["counter.means": "何かを数える変数。", "closure.use": "クロージャ", "closure.means": "値を捕まえる関数。", "tuple.use": "タプル"]

    func fixture() -> POFixture {
        let fixture = POFixture.turkishToJapanese()
        fixture.write()
        fixture.folder.write("courses/glossary.json", Self.glossary)
        return fixture
    }

    var glossaryPO: (POFixture) -> String { { $0.folder.path + "/po/ja/glossary.po" } }

    /// Fills the glossary's PO file from `table` by msgctxt, as a translator's tool would.
    func translate(_ fixture: POFixture, into output: String, table: [String: String] = table) throws -> CapturedProcess {
        let tablePath = fixture.folder.write("glossary-table.json", String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self))
        let script = fixture.folder.write("translate-glossary.py", """
            import json, os, sys
            table = json.load(open(os.environ["TABLE"], encoding="utf-8"))
            text = sys.stdin.read()
            sys.stdout.write(table.get(os.environ.get("MSGFILTER_MSGCTXT", ""), text))
            """)
        return try fixture.gettext("msgfilter", ["--keep-header", "-i", glossaryPO(fixture), "-o", output, "python3", script], environment: ["TABLE=\(tablePath)"])
    }

    @Test func exportWritesEachTermsUseAndMeansAsMessagesWithTheWordsToAvoidAsNotes() throws {
        let fixture = fixture()
        let export = fixture.export()
        #expect(export.status == 0)
        #expect(export.err == "")
        #expect(export.out == """
            \(fixture.poFile): 0 translated messages, 20 untranslated messages.
            \(glossaryPO(fixture)): 1 translated message, 5 untranslated messages.

            """)
        #expect(fixture.read(glossaryPO(fixture)) == #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: glossary\n"
            "PO-Revision-Date: \n"
            "Last-Translator: \n"
            "Language-Team: \n"
            "Language: ja\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "X-Coursec-Glossary: glossary.json\n"
            "X-Coursec-Source-Language: tr\n"

            #. the word the glossary prefers for 'counter'
            #. not to use in 'ja' (not a translation): '計数器'
            #: courses/glossary.json:7
            msgctxt "counter.use"
            msgid "sayaç"
            msgstr "カウンター"

            #. what 'counter' means, in one sentence
            #: courses/glossary.json:6
            msgctxt "counter.means"
            msgid "Bir şeyi sayan değişken."
            msgstr ""

            #. the word the glossary prefers for 'closure'
            #: courses/glossary.json:15
            msgctxt "closure.use"
            msgid "kapanış"
            msgstr ""

            #. what 'closure' means, in one sentence
            #: courses/glossary.json:15
            msgctxt "closure.means"
            msgid "Değer yakalayan bir işlev."
            msgstr ""

            #. the word the glossary prefers for 'tuple'
            #. 'tuple' has no 'use' in 'tr': this is its 'en' one
            #: courses/glossary.json:19
            msgctxt "tuple.use"
            msgid "tuple"
            msgstr ""

            #. what 'tuple' means, in one sentence
            #. 'tuple' has no 'means' in 'tr': this is its 'en' one
            #: courses/glossary.json:19
            msgctxt "tuple.means"
            msgid "A group of values."
            msgstr ""

            """#)
        let msgfmt = try fixture.gettext("msgfmt", ["--check", "--statistics", "-o", "/dev/null", glossaryPO(fixture)])
        #expect(msgfmt.status == 0)
        #expect(msgfmt.outputText == "1 translated message, 5 untranslated messages.\n")
    }

    @Test func theGlossaryComesBackFromItsTranslatedPOAsTheHandMadeGlossary() throws {
        let fixture = fixture()
        #expect(fixture.export().status == 0)
        let translated = fixture.folder.path + "/glossary-ja.po"
        let filter = try translate(fixture, into: translated)
        #expect(filter.status == 0, "\(filter.outputText)")
        let run = CLIRun.run(["po", "import", translated, "--courses", fixture.courses])
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(run.out == "wrote \(fixture.courses)/glossary.json from \(translated): 5 of 6 messages translated\n")
        // The terms and their languages in their order, each language's keys too; Japanese added last.
        #expect(fixture.read(fixture.courses + "/glossary.json") == """
            {
              "terms": [
                {
                  "id": "counter",
                  "tr": {
                    "means": "Bir şeyi sayan değişken.",
                    "use": "sayaç",
                    "avoid": [
                      "kaunter"
                    ]
                  },
                  "ja": {
                    "use": "カウンター",
                    "avoid": [
                      "計数器"
                    ],
                    "means": "何かを数える変数。"
                  }
                },
                {
                  "id": "closure",
                  "en": {
                    "use": "closure"
                  },
                  "tr": {
                    "use": "kapanış",
                    "means": "Değer yakalayan bir işlev."
                  },
                  "ja": {
                    "use": "クロージャ",
                    "means": "値を捕まえる関数。"
                  }
                },
                {
                  "id": "tuple",
                  "en": {
                    "use": "tuple",
                    "means": "A group of values."
                  },
                  "ja": {
                    "use": "タプル"
                  }
                }
              ]
            }

            """)
        // The glossary still loads: status reads it strictly.
        let status = CLIRun.run(["status", "--courses", fixture.courses])
        #expect(status.status == 0, "\(status.err)")
        // Exported again, the translations are there and only tuple's meaning is left.
        #expect(fixture.export().out.hasSuffix("\(glossaryPO(fixture)): 5 translated messages, 1 untranslated message.\n"))
    }

    @Test func importOfAnOlderGlossaryPOReportsTheTermsAndTextsTheGlossaryNoLongerHas() throws {
        let fixture = fixture()
        #expect(fixture.export().status == 0)
        let translated = fixture.folder.path + "/glossary-ja.po"
        #expect(try translate(fixture, into: translated).status == 0)
        // Since the export: `closure` removed, tuple's English meaning reworded.
        fixture.folder.write("courses/glossary.json", """
            {"terms": [
              {"id": "counter", "tr": {"use": "sayaç", "means": "Bir şeyi sayan değişken."}},
              {"id": "tuple", "en": {"use": "tuple", "means": "Values grouped as one."}}
            ]}
            """)
        let run = CLIRun.run(["po", "import", translated, "--courses", fixture.courses])
        #expect(run.status == 0)
        #expect(run.err == """
            \(translated): warning: "closure.use" "kapanış" (courses/glossary.json:15) is not imported: the glossary has no term 'closure' any more
            \(translated): warning: "closure.means" "Değer yakalayan bir işlev." (courses/glossary.json:15) is not imported: the glossary has no term 'closure' any more
            \(translated): warning: "tuple.means" "A group of values." (courses/glossary.json:19) is not imported: the source text of 'tuple.means' is now "Values grouped as one."

            """)
        #expect(run.out == "wrote \(fixture.courses)/glossary.json from \(translated): 3 of 4 messages translated\n")
        #expect(fixture.read(fixture.courses + "/glossary.json") == """
            {
              "terms": [
                {
                  "id": "counter",
                  "tr": {
                    "use": "sayaç",
                    "means": "Bir şeyi sayan değişken."
                  },
                  "ja": {
                    "use": "カウンター",
                    "means": "何かを数える変数。"
                  }
                },
                {
                  "id": "tuple",
                  "en": {
                    "use": "tuple",
                    "means": "Values grouped as one."
                  },
                  "ja": {
                    "use": "タプル"
                  }
                }
              ]
            }

            """)
    }

    @Test func aMeaningForATermTheLanguageHasNoWordForIsReportedAndLeftOut() throws {
        let fixture = fixture()
        // A course named: the glossary, shared by every course, is exported all the same.
        let export = fixture.export(["sayac"])
        #expect(export.out.hasSuffix("\(glossaryPO(fixture)): 1 translated message, 5 untranslated messages.\n"))
        let translated = fixture.folder.path + "/glossary-ja.po"
        #expect(try translate(fixture, into: translated, table: ["closure.means": "値を捕まえる関数。"]).status == 0)
        let run = CLIRun.run(["po", "import", translated, "--courses", fixture.courses])
        #expect(run.status == 0)
        #expect(run.err == "\(translated): warning: \"closure.means\" \"Değer yakalayan bir işlev.\" (courses/glossary.json:15) is not imported: 'ja' has no 'use' for 'closure', which the glossary needs beside 'means': translate both\n")
        #expect(run.out == "wrote \(fixture.courses)/glossary.json from \(translated): 1 of 6 messages translated\n")
        #expect(!fixture.read(fixture.courses + "/glossary.json").contains("値を捕まえる関数。"))
        #expect(CLIRun.run(["status", "--courses", fixture.courses]).status == 0)
    }
}
