/// The settings of the faces whose options a request was given (`FaceSettings`), each face's
/// once: a short list looked along by type, since a request sets one face's at most as a rule
/// and a table would cost more to make than to search.
struct FaceSettingsStore: Equatable, Sendable {
    /// The settings set, in the order first set.
    private var settings: [any FaceSettings] = []

    /// The settings of one face: those set, or its defaults.
    subscript<Settings: FaceSettings>(_ type: Settings.Type) -> Settings {
        get {
            for stored in settings { if let stored = stored as? Settings { return stored } }
            return Settings()
        }
        set {
            if let index = settings.firstIndex(where: { $0 is Settings }) {
                settings[index] = newValue
            } else {
                settings.append(newValue)
            }
        }
    }

    /// Equal when every face's settings are: a face's defaults equal its settings unset, and
    /// the order they were set in does not matter.
    static func == (left: FaceSettingsStore, right: FaceSettingsStore) -> Bool {
        left.holdsAll(of: right) && right.holdsAll(of: left)
    }

    /// Whether every face's settings in `other` are this store's too (its defaults, if unset).
    private func holdsAll(of other: FaceSettingsStore) -> Bool {
        other.settings.allSatisfy { theirs in
            settings.first(where: { type(of: $0) == type(of: theirs) }).map { $0.isEqual(to: theirs) } ?? theirs.isDefault
        }
    }
}

extension FaceSettings {
    /// Whether these are the face's defaults.
    fileprivate var isDefault: Bool { self == Self() }
}
