/// What publishing did.
public struct PublishedSite: Equatable, Sendable {
    /// The site folder's `FolderDigest.stamps`, taken under the publish lock just
    /// after the swap, before another build may publish there.
    public var stamp: String
    /// Files whose bytes the replaced site already held: hard-linked from it, not written.
    public var linkedFiles: Int
}
