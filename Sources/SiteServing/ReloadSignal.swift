import Foundation

/// The site's version, bumped on every rebuild; open pages long-poll for a change.
/// A bump may name the pages it changed (a saved lesson's): a page that waits names
/// itself, and only a bump for every page or one naming it ends its wait, so a page
/// is not reloaded twice for one save that publishes its pages in two goes.
///
/// Unchecked: every field is read and written holding `condition`, whose timed wait
/// (a page's long poll) Swift's `Mutex` has no counterpart for.
public final class ReloadSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var current = 1
    private var closed = false
    /// The pages each recent bump changed, by the version it made; nil: every page.
    private var changed: [Int: Set<String>] = [:]
    /// Bumps remembered: a page that waits from an older version than these reloads.
    static let remembered = 64

    public init() {}

    public var version: Int { condition.withLock { current } }

    /// `pages`: the site paths this bump changed (`c/tr/a.html`); nil for every page.
    public func bump(pages: Set<String>? = nil) {
        condition.withLock {
            current += 1
            changed[current] = pages
            changed[current - Self.remembered] = nil
            condition.broadcast()
        }
    }

    /// Stops every wait at once, for the server to stop.
    public func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// Waits until the version is no longer `seen` (or `seconds` pass) and returns it.
    /// With `page`, waits until a bump since `seen` changed that page (or every page)
    /// and returns the version then, or `seen` when none did.
    public func wait(whileAt seen: Int, page: String? = nil, seconds: Double) -> Int {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !concerns(since: seen, page: page), !closed, condition.wait(until: deadline) {}
        return page == nil || concerns(since: seen, page: page) ? current : seen
    }

    /// Whether a bump after `seen` changed `page` (any bump, without a page).
    private func concerns(since seen: Int, page: String?) -> Bool {
        guard current != seen else { return false }
        guard let page, seen < current, current - seen < Self.remembered else { return true }
        return ((seen + 1)...current).contains { changed[$0].map { $0.contains(page) } ?? true }
    }
}
