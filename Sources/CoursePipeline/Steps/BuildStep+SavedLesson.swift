import CourseTranslation
import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import SnippetVerification

/// `coursec serve`'s answer to a save of one lesson file (`BuildPipeline.previewSaved`),
/// on the context of the last clean preview: that lesson read again in every language,
/// compared, verified, its pages made and published, and nothing else. Each step fails
/// when the save reaches further than it can tell (the serve session then runs the whole
/// preview, which shows any error as it always did).
extension BuildStep {
    /// The saved lesson and its other versions read again (`CourseLoader.reloadingLesson`).
    /// Fails when another page could show the change: a version's title, order or number
    /// of FAQ entries changed from none or to none (the pagers, the lesson links by title,
    /// every page's link to the FAQ page), or another lesson shows the file (`include=`).
    public static let reloadSavedLesson = BuildStep("reload the saved lesson") { context in
        guard context.drafts, let saved = context.preview.savedLesson.map(AbsolutePath.simplified) else {
            throw CourseError("a saved lesson is reloaded alone only in the live preview")
        }
        let narrow = CourseError("this save reaches beyond the lesson's own pages", file: saved)
        let spelling = AbsolutePath.Spelling(saved)
        guard !context.courses.contains(where: { $0.lessons.contains { $0.blocks.contains { $0.resolvedIncludePath.map(AbsolutePath.simplified) == saved } } }),
              let index = context.courses.firstIndex(where: { $0.lessons.contains { spelling.spells($0.file) } }),
              let course = CourseLoader().reloadingLesson(at: saved, in: context.courses[index])
        else { throw narrow }
        let old = context.courses[index]
        var pages: Set<String> = []
        var listings = Set(old.languages.map { SiteBuilder.lessonIndexPath(course: old.id, language: $0) })
        let id = old.lessons.first { spelling.spells($0.file) }?.id
        // Every version's page, changed or not: a saved source changes its translations' notices.
        for (before, after) in zip(old.lessons, course.lessons) where after.id == id {
            guard before.title == after.title, before.order == after.order, before.faq.isEmpty == after.faq.isEmpty else { throw narrow }
            pages.insert(SiteBuilder.lessonPagePath(course: old.id, language: after.language, id: after.id))
            // The course's one-page version holds the lesson too, with every lesson's results.
            listings.insert(SiteBuilder.printPagePath(course: old.id, language: after.language))
            // The FAQ page shows the lesson's title and entries, each where it stands, in its language.
            let sameFAQ = before.faq == after.faq && before.title == after.title
                && SiteBuilder.untranslatedFAQLines(before) == SiteBuilder.untranslatedFAQLines(after)
            if !after.faq.isEmpty, !sameFAQ { listings.insert(SiteBuilder.faqPagePath(language: after.language)) }
        }
        context.courses[index] = course
        var versions = course
        versions.lessons.removeAll { $0.id != id }
        versions.lessonOrder = id.map { [$0] } ?? []
        context.preview.savedVersions = versions
        context.preview.pagesToUpdate = pages
        context.preview.listingsToUpdate = listings
    }

    /// The translation notices of the saved lesson's versions (a saved source makes its
    /// translations outdated), as "compare translations" finds them.
    public static let compareSavedTranslations = BuildStep("compare the saved lesson's translations") { context in
        let versions = try savedVersions(context)
        context.translationNotices.merge(translationNotices(TranslationStatus.compute(courses: [versions]), drafts: context.drafts).notices) { _, new in new }
    }

    /// The saved lesson's snippets in every language, verified (unchanged ones come from
    /// the verify cache). Fails when one fails: its error page is the whole preview's to make.
    public static let verifySavedLesson = BuildStep("verify the saved lesson") { context in
        let versions = try savedVersions(context)
        let results = try (context.preview.verifier ?? Verifier(options: context.verifierOptions)).verify([versions])
        if let failed = results.first(where: { $0.status == .failed }) {
            throw CourseError("a snippet fails", at: SourceLocation(file: failed.file, line: failed.line))
        }
        let files = versions.lessons.map { AbsolutePath.Spelling($0.file) }
        context.results.removeAll { result in files.contains { $0.spells(result.file) } }
        context.results += results
        context.preview.savedResults = results
    }

    /// The saved lesson's own pages (`pagesToUpdate`) made again, validated and their
    /// links checked (`SiteBuilder.updatePages`): what the reloaded page shows.
    public static let updateSavedPages = BuildStep("update the saved lesson's pages") { context in
        // A lesson's page shows its own results only: the site's other 18,000 (a 1,000-lesson
        // course) are not looked up again for it.
        var input = context.siteInput
        input.results = context.preview.savedResults
        try updatePages(context.preview.pagesToUpdate, &context, input: input)
    }

    /// After the saved lesson's pages are published (`previewSavedListings`): the pages
    /// that list it (`listingsToUpdate`: its course's lesson indexes, the FAQ pages it
    /// feeds) made again, validated and their links checked. Long pages on a large
    /// course (1,000 entries each, 2,000 questions), so the reloaded page does not wait for them.
    public static let updateSavedListings = BuildStep("update the pages that list the saved lesson") { context in
        try updatePages(context.preview.listingsToUpdate, &context, input: context.siteInput)
    }

    private static func updatePages(_ paths: Set<String>, _ context: inout BuildContext, input: SiteInput) throws(CourseErrors) {
        guard var site = context.site else { throw CourseErrors([CourseError("no site was rendered; run the step 'render pages' first")]) }
        let update = SiteBuilder(templates: context.templates, searchIndexer: nil)
            .updatePages(paths, in: &site, parsed: &context.parsedPages, input: input)
        guard update.errors.isEmpty else { throw CourseErrors(update.errors) }
        context.site = site
        context.preview.updatedPages = update.changed
    }

    /// The changed pages written into the published site, each in one rename.
    public static let publishSavedPages = BuildStep("publish the saved lesson's pages") { context in
        try publishUpdatedPages(context)
    }

    /// The changed pages that list the saved lesson written into the published site, each in one rename.
    public static let publishSavedListings = BuildStep("publish the pages that list the saved lesson") { context in
        try publishUpdatedPages(context)
    }

    private static func publishUpdatedPages(_ context: BuildContext) throws(CourseErrors) {
        guard let site = context.site else { throw CourseErrors([CourseError("no site was rendered; run the step 'render pages' first")]) }
        let changed = Set(context.preview.updatedPages)
        var files: [String: Data] = [:]
        for page in site.pages where changed.contains(page.path) { files[page.path] = Data(page.text.utf8) }
        try SiteBuilder.publishPages(files, into: context.output)
    }

    /// After `previewSaved`: the search sources made again and Pagefind started on them;
    /// `BuildPipeline.previewSearch` then waits for it and publishes the new index.
    public static let reindexSearch = BuildStep("start the search index again") { context in
        guard var site = context.site else { throw CourseError("no site was rendered; run the step 'render pages' first") }
        context.searchIndexing = SiteBuilder(templates: context.templates, searchIndexer: context.searchIndexer)
            .reindexingSearch(&site, input: context.siteInput)
        context.site = site
    }

    /// The course of the saved lesson with only its versions.
    private static func savedVersions(_ context: BuildContext) throws -> Course {
        guard let versions = context.preview.savedVersions else { throw CourseError("no saved lesson; run the step 'reload the saved lesson' first") }
        return versions
    }
}
