import CoursecCLICore
import Testing

@Suite struct ArgumentParsingTests {
    static let out = Option("--out", short: "o", value: "DIR", help: "where it goes")
    static let jobs = Option("--jobs", short: "j", value: "N", help: "how many at once")
    static let format = Option("--format", value: "F", choices: ["text", "json"], help: "the format")
    static let quiet = Option(flag: "--quiet", short: "q", help: "say less")
    static let options = [out, jobs, format, quiet]

    func parse(_ arguments: [String]) throws(Arguments.UsageError) -> Arguments {
        try Arguments.parse(arguments, options: Self.options)
    }

    func usageError(_ arguments: [String]) -> String? {
        do { _ = try parse(arguments) } catch { return error.message }
        return nil
    }

    @Test func readsALongOptionsValueFromTheNextArgumentOrAfterAnEqualsSign() throws {
        #expect(try parse(["--out", "site"]).value(Self.out) == "site")
        #expect(try parse(["--out=site"]).value(Self.out) == "site")
        #expect(try parse(["--out="]).value(Self.out) == "")
    }

    @Test func readsAShortOptionsValueApartJoinedOrAfterAnEqualsSign() throws {
        #expect(try parse(["-j", "4"]).value(Self.jobs) == "4")
        #expect(try parse(["-j4"]).value(Self.jobs) == "4")
        #expect(try parse(["-j=4"]).value(Self.jobs) == "4")
        #expect(try parse(["-o", "out/site"]).value(Self.out) == "out/site")
    }

    @Test func storesAShortSpellingUnderItsLongName() throws {
        let parsed = try parse(["-q", "-j", "2"])
        #expect(parsed.flags == ["--quiet"])
        #expect(parsed.values == ["--jobs": ["2"]])
    }

    @Test func theLastOfARepeatedOptionCounts() throws {
        let parsed = try parse(["--jobs", "2", "-j", "3"])
        #expect(parsed.values["--jobs"] == ["2", "3"])
        #expect(parsed.value(Self.jobs) == "3")
    }

    @Test func keepsPositionalsInOrderAndTakesEverythingAfterADoubleDashAsOne() throws {
        let parsed = try parse(["a.md", "--quiet", "-", "--", "--out", "-j"])
        #expect(parsed.positionals == ["a.md", "-", "--out", "-j"])
        #expect(parsed.has(Self.quiet))
        #expect(parsed.value(Self.out) == nil)
    }

    @Test func anOptionsValueMayStartWithADash() throws {
        #expect(try parse(["--out", "-x"]).value(Self.out) == "-x")
    }

    @Test func namesAnUnknownOptionWithoutItsValue() {
        #expect(usageError(["--bogus"]) == "unknown option '--bogus'")
        #expect(usageError(["--bogus=1"]) == "unknown option '--bogus'")
        #expect(usageError(["-x"]) == "unknown option '-x'")
        #expect(usageError(["-qx"]) == "unknown option '-qx'")
        #expect(usageError(["--Out", "site"]) == "unknown option '--Out' (did you mean '--out'?)")
    }

    @Test func refusesAValueForAFlagAndAMissingValueForAnOption() {
        #expect(usageError(["--quiet=yes"]) == "--quiet takes no value")
        #expect(usageError(["-q=yes"]) == "--quiet takes no value")
        #expect(usageError(["--out"]) == "--out needs a value")
        #expect(usageError(["-j"]) == "--jobs needs a value")
    }

    @Test func checksAWholeNumberAgainstItsRange() throws {
        #expect(try parse(["-j", "512"]).int(Self.jobs, range: 1...512) == 512)
        #expect(try parse([]).int(Self.jobs, range: 1...512) == nil)
        #expect(throws: Arguments.UsageError(message: "--jobs needs a whole number from 1 to 512, not '0'")) {
            try parse(["-j0"]).int(Self.jobs, range: 1...512)
        }
        #expect(throws: Arguments.UsageError(message: "--jobs needs a whole number from 1 to 512, not 'four'")) {
            try parse(["--jobs", "four"]).int(Self.jobs, range: 1...512)
        }
    }

    @Test func checksAChoiceAgainstTheDeclaredChoices() throws {
        #expect(try parse(["--format", "json"]).choice(Self.format) == "json")
        #expect(throws: Arguments.UsageError(message: "--format must be one of text, json, not 'xml'")) {
            try parse(["--format=xml"]).choice(Self.format)
        }
    }

    @Test func showsEachOptionInTheUsageLineAndTheHelpTable() {
        #expect(Self.out.usage == "[--out DIR]")
        #expect(Self.out.label == "-o, --out DIR")
        #expect(Self.format.usage == "[--format text|json]")
        #expect(Self.format.label == "--format F")
        #expect(Self.quiet.usage == "[--quiet]")
        #expect(Option("--to", value: "LANG", required: true, help: "").usage == "--to LANG")
    }
}
