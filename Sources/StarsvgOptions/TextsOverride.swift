import StarsvgJSON
import StarRatingSVG
import StarsvgSystem

/// The texts a `--texts` file or a batch line's `texts` object gives: each field it names in
/// place of the locale's, the others left as the locale has them.
///
/// The object is `{"label": …, "legend": …, "none": …, "value": …, "average": …}`, every key
/// optional;
/// `value` is one text or an object by plural category (`{"one": "{value} star", "other":
/// "{value} stars"}`). Each text is a `TextTemplate` with its field's placeholders.
package struct TextsOverride: Equatable, Sendable {
    /// The picture's accessible name, or `nil` for the locale's.
    package var label: TextTemplate?
    /// The input's legend, or `nil` for the locale's.
    package var legend: TextTemplate?
    /// The "no rating" option's label, or `nil` for the locale's.
    package var none: TextTemplate?
    /// Each value's label, or `nil` for the locale's.
    package var value: PluralForms?
    /// The input's description of an average, or `nil` for the locale's.
    package var average: TextTemplate?

    /// The largest texts file read: a complete file with every text at its longest
    /// (`TextTemplate.maximumLength` scalars of four bytes, eight forms) is far smaller.
    package static let maximumFileSize = 1 << 20

    /// Reads a texts object.
    /// - Throws: `OptionValueError` naming what is wrong: not an object, an unknown key (with
    ///   the closest one), a value of the wrong kind, an unknown plural category, or a text that
    ///   is not a valid template.
    package init(json: JSONValue) throws(OptionValueError) {
        guard case .object(let members) = json else {
            throw .invalid("the texts must be a JSON object with any of \(Self.keyList) (got \(json.kindDescription))")
        }
        for (key, value) in members {
            guard let placeholders = RatingTexts.allowedPlaceholders.first(where: { $0.field == key })?.placeholders else {
                let hint = ClosestName.closest(to: key, among: RatingTexts.fieldNames).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw .invalid("the texts have no key \(JSONValue.stringLiteral(key))\(hint); they are \(Self.keyList)")
            }
            if key == "value", case .object(let forms) = value {
                self.value = try Self.pluralForms(forms, placeholders: placeholders)
                continue
            }
            guard case .string(let text) = value else {
                let kinds = key == "value" ? "a string, or an object of strings by plural category" : "a string"
                throw .invalid("\(JSONValue.stringLiteral(key)) in the texts must be \(kinds) (got \(value.quotedText()))")
            }
            let template = try Self.template(text, placeholders, key)
            switch key {
            case "label": label = template
            case "legend": legend = template
            case "none": none = template
            case "average": average = template
            default: self.value = PluralForms(single: template)
            }
        }
    }

    /// Reads the texts file at `path`: a JSON object, as `init(json:)` takes.
    /// - Throws: `OptionValueError` when the file cannot be read, is too large, is not JSON,
    ///   or is not a texts object.
    package static func read(path: String) throws(OptionValueError) -> TextsOverride {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .invalid("the texts must be a file path") }
        guard let bytes = StandardStream.readFile(atPath: path, atMost: maximumFileSize) else {
            throw .invalid("cannot read it: \(SystemError.lastReason)")
        }
        // Read no further than one byte past the limit: a larger file, or one without an end,
        // is refused without being read whole.
        guard bytes.count <= maximumFileSize else {
            throw .invalid("the texts file must be at most \(maximumFileSize) bytes (it has more)")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw .invalid("the texts file is not JSON: \(error)")
        }
        return try TextsOverride(json: json)
    }

    /// `base` with the fields given here in place of its own.
    package func applied(to base: RatingTexts) -> RatingTexts {
        RatingTexts(label: label ?? base.label, legend: legend ?? base.legend, none: none ?? base.none, value: value ?? base.value,
                    average: average ?? base.average)
    }

    /// The keys, for messages: `label, legend, none, value, average`.
    private static var keyList: String { RatingTexts.fieldNames.joined(separator: ", ") }

    /// The forms of an object by plural category.
    private static func pluralForms(_ members: [(key: String, value: JSONValue)],
                                    placeholders: [TextPlaceholder]) throws(OptionValueError) -> PluralForms {
        var forms: [(PluralCategory, TextTemplate)] = []
        let categories = PluralCategory.allCases.map(\.rawValue)
        for (key, value) in members {
            guard let category = PluralCategory(rawValue: key) else {
                let hint = ClosestName.closest(to: key, among: categories).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw .invalid("\"value\" in the texts has no plural category \(JSONValue.stringLiteral(key))\(hint); CLDR's are \(categories.joined(separator: ", "))")
            }
            guard case .string(let text) = value else {
                throw .invalid("\"value\".\(key) in the texts must be a string (got \(value.quotedText()))")
            }
            forms.append((category, try template(text, placeholders, "value." + key)))
        }
        do {
            return try PluralForms(forms)
        } catch {
            throw .invalid("\"value\" in the texts: \(error.description)")
        }
    }

    /// `text` as a template of `field`, refused with the template's own explanation.
    private static func template(_ text: String, _ placeholders: [TextPlaceholder], _ field: String) throws(OptionValueError) -> TextTemplate {
        do {
            return try TextTemplate(text, allowed: placeholders, in: field)
        } catch {
            // The sentence may quote a part of the text (a placeholder written wrong).
            throw .invalid(DisplayText.defused(error.description))
        }
    }
}
