import SVGKit

/// Templates that several `RatingSVGWriter`s share, each on a thread of its own: a shape that
/// one of them has recorded, the others take from here instead of recording it again. A batch
/// on several threads meets every shape on each of them, and recording was a good part of its
/// first ratings.
///
/// ```swift
/// let store = RatingTemplateStore()
/// // On each thread:
/// var writer = RatingSVGWriter(sharingTemplatesWith: store)
/// ```
///
/// A writer looks here only for a shape it does not hold yet, so the lock is taken about
/// twice per shape and thread, never per rating. What the writers write does not depend on
/// which of them recorded a template: every template writes the serialiser's bytes.
public final class RatingTemplateStore: @unchecked Sendable {
    // @unchecked: every access to `templates` holds `lock`.
    /// The options of every writer that shares the store, and of its templates.
    public let options: SVGWriterOptions
    private var templates: [StandaloneSVGShape: ShapeTemplate] = [:]
    private let lock = ThreadLock()

    /// An empty store, for writers in `options`.
    public init(options: SVGWriterOptions = .compact) {
        self.options = options
    }

    /// The template of `shape`, if a writer has shared one.
    func template(for shape: StandaloneSVGShape) -> ShapeTemplate? {
        lock.withLock { templates[shape] }
    }

    /// Shares `template` as the one of `shape`, in place of any before it. Past
    /// `RatingSVGWriter.templateLimit` shapes the store starts afresh, as a writer does.
    func share(_ template: ShapeTemplate, for shape: StandaloneSVGShape) {
        lock.withLock { templates.keep(template, for: shape) }
    }
}
