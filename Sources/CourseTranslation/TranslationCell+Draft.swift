extension TranslationCell {
    /// A translation with untranslated markers (or fields) left is a draft: it stays off
    /// the published site until the last marker is gone (docs/translation.md).
    public var isDraft: Bool { state != .original && state != .missing && untranslated > 0 }
}
