import CoursecSupport
import CourseModel

/// What a lesson page's document is made from, digested without making it: the
/// lesson (its text as read, and every block's code, which holds what `include=`
/// brought in), its results and translation notice, its course (titles, lesson
/// list, and every lesson's id, title and file in every language: the pager,
/// the links by title, the course's lessons beside the page, the language
/// switcher), what every page's frame shows (the
/// site's languages, which of them have a home, FAQ or glossary page, the
/// glossary), the templates, and coursec itself (`ExecutableIdentity`: other code
/// makes other documents). Making and hashing 3,000 lesson documents was most of
/// the render step of a build with one lesson changed; with this digest only the
/// pages whose inputs changed are made. The page cache maps each digest to the key
/// of the page made from it (`PageCache.pageKey(forInputs:)`), so the page itself
/// is still stored once, by its document.
///
/// The digest must name everything `SiteContext.lessonPage` reads; a test builds a
/// changed course incrementally and compares it with a clean build, byte for byte.
struct LessonPageInputs: Equatable, Sendable {
    /// What every lesson page shares.
    let site: String
    /// By course id.
    let courses: [String: String]

    init(_ context: SiteContext, salt: String) {
        var site = Digest()
        site.field("\(PageCache.format) lesson-page-inputs")
        site.field(salt)
        site.field(ExecutableIdentity.current)
        for list in [context.languages, context.wordLanguages.sorted(), context.homeLanguages, context.faqLanguages, context.glossaryLanguages] {
            site.list(list)
        }
        site.field(context.entryLanguage)
        for (language, title) in context.input.site.titles.sorted(by: { $0.key < $1.key }) {
            site.field(language)
            site.field(title)
        }
        site.field("/site-titles")
        // The edit link names the lesson's file from the folder holding the courses folder.
        site.field(context.input.site.editURL ?? "no edit link")
        site.field(context.input.coursesFolderName)
        // The masthead's logo is named by its extension; its bytes are a file of the site, not of a page.
        site.field(context.input.site.logo?.sitePath ?? "no logo")
        // Every page's footer lists site.json's pages by their titles, in each language they have.
        for page in context.input.standalonePages { site.list([page.id, page.language, page.title]) }
        site.field("/pages")
        for term in context.input.glossary.terms {
            site.field(term.id)
            for (language, rendering) in term.renderings.sorted(by: { $0.key < $1.key }) {
                site.field(language)
                site.field(rendering.preferred)
                site.list(rendering.avoid)
            }
            for (language, definition) in term.definitions.sorted(by: { $0.key < $1.key }) {
                site.field(language)
                site.field(definition)
            }
            site.field("/term")
        }
        self.site = site.finalize()
        var courses: [String: String] = [:]
        for course in context.input.courses {
            var digest = Digest()
            digest.field(course.id)
            for (language, title) in course.titles.sorted(by: { $0.key < $1.key }) {
                digest.field(language)
                digest.field(title)
            }
            digest.field(course.sourceLanguage)
            digest.list(course.lessonOrder)
            digest.field(course.order.map(String.init) ?? "none")
            let outline = context.outline(of: course)
            for language in outline.languages {
                digest.field(language)
                for lesson in outline.lessons(in: language) {
                    digest.list([lesson.id, lesson.title, lesson.file, String(lesson.order)])
                }
            }
            courses[course.id] = digest.finalize()
        }
        self.courses = courses
    }

    /// The lesson page's inputs without its results and translation notice: what its
    /// search sources are made from and keyed by (`PageCache.searchSources(forInputs:)`),
    /// since a source holds neither. A build can therefore find the sources, and start
    /// Pagefind on a changed lesson's slice, as soon as the lessons are loaded, before
    /// translations are compared or results read (`SiteBuilder.startSearchIndexing`).
    /// `key(of:)` digests it with the rest, so the lesson's text is hashed once.
    func lessonKey(of lesson: Lesson, course: Course, path: String) -> String {
        var digest = Digest()
        digest.field("lesson")
        digest.field(site)
        digest.field(courses[course.id] ?? "")
        digest.list([path, lesson.file, lesson.course ?? "", lesson.language])
        digest.field(lesson.text)
        for block in lesson.blocks {
            digest.list([String(block.index), block.resolvedIncludePath ?? "", block.code])
        }
        return digest.finalize()
    }

    /// The page's inputs: its `lessonKey`, its translation notice and its results.
    func key(lessonKey: String, of lesson: Lesson, context: SiteContext) -> String {
        var digest = Digest()
        digest.field(lessonKey)
        // lastUpdated's date: a new commit of the file renders its page again.
        digest.field(context.lastUpdatedDate(of: lesson).map { String($0.timeIntervalSince1970) } ?? "not dated")
        digest.field(context.notice(for: lesson).map { String(reflecting: $0) } ?? "none")
        for (index, results) in context.results(for: lesson).sorted(by: { $0.key < $1.key }) {
            digest.field(String(index))
            digest.field(String(results.count))
            results.forEach { digest.result($0) }
        }
        return digest.finalize()
    }

    /// A FAQ page's inputs: what every page shares, every course's digest (its title, the
    /// link to its index), and the input digest of each lesson page whose questions it
    /// lists, in order (`lessonKeys`, by page path), which covers all it shows of them: the
    /// questions, their answers and anchors, and the results of the answers' code. Making
    /// the FAQ pages, which list every lesson's questions, only to key them was 4% of a
    /// build of the 1,000-lesson bench course after one lesson changed (`perf`).
    func faqKey(language: String, path: String, context: SiteContext, lessonKeys: [String: String]) -> String? {
        var digest = Digest()
        digest.list(["faq-page", path, language])
        digest.field(site)
        for course in context.input.courses {
            digest.field(courses[course.id] ?? "")
            for lesson in context.outline(of: course).lessons(in: language) where !lesson.faq.isEmpty {
                guard let key = lessonKeys[SitePaths.lesson(course: course.id, language: language, id: lesson.id)] else { return nil }
                digest.field(key)
            }
            digest.field("/course")
        }
        return digest.finalize()
    }

    /// A print page's inputs: what every page shares, its course's digest, and the input
    /// digest of each lesson page of its language, in order (`lessonKeys`, by page path),
    /// which covers each lesson's body, results and title. Made without it, the print
    /// pages would render every lesson's body again in a build where one lesson changed.
    func printKey(course: Course, language: String, path: String, context: SiteContext, lessonKeys: [String: String]) -> String? {
        var digest = Digest()
        digest.list(["print-page", path, language])
        digest.field(site)
        digest.field(courses[course.id] ?? "")
        for lesson in context.outline(of: course).lessons(in: language) {
            guard let key = lessonKeys[SitePaths.lesson(course: course.id, language: language, id: lesson.id)] else { return nil }
            digest.field(key)
        }
        return digest.finalize()
    }

    /// How many stored properties `Digest.result` names: a test compares it with what
    /// `Mirror` finds, so a property added to `SnippetResult` cannot be left out of the key.
    static let snippetResultFields = 20

    /// Each field preceded by its length, so no two lists of fields read alike.
    private struct Digest {
        var hasher = SHA256()

        mutating func field(_ text: String) {
            hasher.update("\(text.utf8.count):")
            hasher.update(text)
        }

        mutating func list(_ texts: [String]) {
            field(String(texts.count))
            texts.forEach { field($0) }
        }

        func finalize() -> String { hasher.finalize() }

        /// Every stored property of the result, field by field. It was `String(reflecting:)`,
        /// whose walk through `Mirror` was a fifth of coursec's CPU time in a build of the
        /// 1,000-lesson bench course after one lesson changed (`perf`), 18 results a lesson.
        mutating func result(_ result: SnippetResult) {
            list([
                result.file, String(result.line), result.language, optional(result.course), result.lesson,
                String(result.blockIndex), result.role.rawValue, optional(result.name), result.status.rawValue,
                optional(result.reason), String(result.seconds), String(result.cached), result.check.rawValue,
                String(result.ranToCompletion), optional(result.note), optional(result.group), optional(result.printed),
                optional(result.origin.map { "\($0.file):\($0.line):\($0.lessonLine):\($0.mirroredLines)" }),
            ])
            field(String(result.lines.count))
            for line in result.lines {
                list([String(line.lessonLine), line.verdict.rawValue, optional(line.expected), optional(line.actual)])
            }
            field(String(result.diagnostics.count))
            for diagnostic in result.diagnostics {
                list([diagnostic.location.file, String(diagnostic.location.line), String(diagnostic.column), diagnostic.message])
            }
        }

        /// nil and "" read apart: a field's length comes first, and nil is the one without a colon.
        private func optional(_ text: String?) -> String { text.map { ":" + $0 } ?? "nil" }
    }
}
