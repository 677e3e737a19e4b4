import CoursecTestSupport
import Foundation
import Testing

/// Every pair of text colour and background that `templates/site.css` draws, read
/// from its custom properties, has a contrast of at least 4.5:1 (WCAG 2 AA for
/// body text) in the light scheme, the dark one (`:root[data-theme="dark"]`, which
/// overrides the light values it names) and on paper (`@media print`), syntax
/// colours and badges included.
@Suite struct SiteThemeContrastTests {
    /// Text colour, then the background it is drawn on.
    static let pairs: [(String, String)] = [
        ("--ink", "--paper"), ("--ink", "--tint"), ("--muted", "--paper"), ("--muted", "--tint"),
        ("--accent", "--paper"), ("--accent", "--accent-soft"), ("--accent", "--tint"),
        ("--ok", "--ok-soft"), ("--warn", "--warn-soft"), ("--info", "--info-soft"), ("--info", "--paper"),
        ("--plain", "--plain-soft"), ("--ink", "--mark"), ("--paper", "--ink"),
        ("--code-ink", "--code-bg"), ("--code-muted", "--code-head"), ("--code-name", "--code-head"),
        ("--code-step", "--code-head"), ("--output-ink", "--output-bg"),
        ("--tok-keyword", "--code-bg"), ("--tok-type", "--code-bg"), ("--tok-string", "--code-bg"),
        ("--tok-number", "--code-bg"), ("--tok-comment", "--code-bg"), ("--tok-attribute", "--code-bg"),
        ("--tok-directive", "--code-bg"),
        ("--badge-verified-ink", "--badge-verified"), ("--badge-syntax-ink", "--badge-syntax"),
        ("--badge-apple-ink", "--badge-apple"), ("--badge-plain-ink", "--badge-plain"),
        ("--badge-not-verified-ink", "--badge-not-verified"), ("--badge-ran-ink", "--badge-ran"),
        ("--badge-failed-ink", "--badge-failed"), ("--fail", "--fail-soft"), ("--ink", "--fail-soft"),
    ]

    static let css = (try? String(contentsOfFile: Repository.path("templates/site.css"), encoding: .utf8)) ?? ""

    /// The custom properties declared in the rule whose selector is `selector`, exactly.
    static func properties(of selector: String) -> [String: String] {
        guard let start = css.range(of: "\n\(selector) {") ?? css.range(of: "  \(selector) {"),
              let end = css[start.upperBound...].firstIndex(of: "}") else { return [:] }
        var found: [String: String] = [:]
        for match in css[start.upperBound..<end].matches(of: /(--[a-z0-9-]+):\s*(#[0-9a-fA-F]{6})\s*;/) {
            found[String(match.1)] = String(match.2)
        }
        return found
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static let light = properties(of: ":root")
    static let themes: [(String, [String: String])] = [
        ("light", light),
        ("dark", light.merging(properties(of: ":root[data-theme=\"dark\"]")) { $1 }),
        ("print", light.merging(properties(of: ":root, :root[data-theme=\"dark\"]")) { $1 }),
    ]

    @Test func blackOnWhiteIs21AndEqualColoursAreOne() {
        #expect(Self.contrast("#000000", "#ffffff") == 21)
        #expect(Self.contrast("#2f5fd0", "#2f5fd0") == 1)
    }

    @Test func theDarkAndPrintSchemesOverrideColoursOfTheLightOne() {
        #expect(Self.properties(of: ":root[data-theme=\"dark\"]")["--paper"] == "#12161e")
        #expect(Self.properties(of: ":root, :root[data-theme=\"dark\"]")["--code-bg"] == "#ffffff")
    }

    @Test(arguments: ["light", "dark", "print"])
    func everyTextColourHasAContrastOfAtLeast4Point5(scheme: String) throws {
        let colours = try #require(Self.themes.first { $0.0 == scheme }?.1)
        for (text, background) in Self.pairs {
            let (foreground, ground) = (try #require(colours[text], "\(text)"), try #require(colours[background], "\(background)"))
            let ratio = Self.contrast(foreground, ground)
            #expect(ratio >= 4.5, "\(scheme): \(text) \(foreground) on \(background) \(ground) is \((ratio * 100).rounded() / 100):1")
        }
    }
}
