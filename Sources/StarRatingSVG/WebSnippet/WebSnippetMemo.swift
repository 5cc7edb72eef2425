/// What a writer of many web snippets keeps from one to the next (`starsvg batch`, one a
/// thread): each look's style sheet, rendered once, less the groups that change with the value,
/// which a face renders for each snippet and puts in their places; and where a face's markup
/// changes with the value in one place alone (the live rating's, with a linked sheet), that
/// markup, rendered once. Rendering every group of
/// every snippet from its template was most of an HTML picture's batch line
/// (Documentation/performance.md, "Mechanisms kept for speed").
///
/// A face keys its sheets by what fixes them (`AnyHashable`, the face's own key: the memo knows
/// no face). It holds at most `capacity` sheets, and starts again when full: a batch of that
/// many looks pays what it paid without it, and no batch grows it without bound.
package struct WebSnippetMemo {
    /// A sheet less the groups that change with the value, and where they go.
    struct Sheet {
        /// The groups and classes that do not change with the value.
        let rendered: RatingStyleSheet.Rendered
        /// Where the value's groups and classes go among them.
        let groupIndex: Int
        let classIndex: Int
    }

    /// The sheets kept, by their face's key.
    private var sheets: [AnyHashable: Sheet] = [:]
    /// A markup the same for every value of a look but for one place, which a face fills in:
    /// the text before that place and after it.
    struct Markup {
        let before: String
        let after: String
    }

    /// The markups kept, by their face's key.
    private var markups: [AnyHashable: Markup] = [:]
    /// The most sheets kept: far more looks than a page shows, few enough to stay small.
    static let capacity = 256

    /// An empty memo.
    package init() {}

    /// The sheet kept for `key`, or the one `make` renders, then kept.
    mutating func sheet(for key: AnyHashable, _ make: () -> Sheet) -> Sheet {
        if let sheet = sheets[key] { return sheet }
        let sheet = make()
        if sheets.count >= Self.capacity { sheets.removeAll(keepingCapacity: true) }
        sheets[key] = sheet
        return sheet
    }

    /// The markup kept for `key`, or the one `make` renders, then kept.
    mutating func markup(for key: AnyHashable, _ make: () -> Markup) -> Markup {
        if let markup = markups[key] { return markup }
        let markup = make()
        if markups.count >= Self.capacity { markups.removeAll(keepingCapacity: true) }
        markups[key] = markup
        return markup
    }
}
