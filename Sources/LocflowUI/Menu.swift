import LocflowCore
import LocflowScenario

/// A small modal list the explorer opens over the screen: the iOS version picker, the
/// Info.plist key toggles or the presets.
public struct Menu: Equatable, Sendable {
    /// Which list it is.
    public enum Kind: Equatable, Sendable {
        /// Pick a rule set, or type any iOS version on the last row (`Menu.typedVersionRow`);
        /// choosing restarts the simulation and closes the menu.
        case iOSVersion
        /// Toggle Info.plist keys, whether the build is an App Clip and the app's manager keys
        /// (D56, D57, D59); each toggle restarts the simulation, the menu stays open.
        case infoPlist
        /// Pick a named starting point; choosing plays it from a fresh install and closes the menu.
        case presets
        /// Pick what the save key writes: the scenario, or an export (docs/export.md).
        case save
        /// The modern Core Location actions and the "Sessions & updates" panel (ModernMenu.swift).
        case modern
        /// The newer rule sets the phone can update to from `from` (D50); choosing plays
        /// `systemUpdate` as a step: the app is terminated and keeps its grant.
        case systemUpdate(from: RuleSet)
    }

    /// Which list it is.
    public var kind: Kind
    /// The highlighted row, zero-based.
    public var selection: Int

    /// Creates a menu with a row highlighted.
    public init(kind: Kind, selection: Int = 0) {
        self.kind = kind
        self.selection = selection
    }

    /// What the menu is told. Opening and closing it are the parent's (`view.menu` set or nil);
    /// what a row does is the parent's too (`applyMenuRow`), as the rows change the simulation.
    enum Event: Equatable {
        /// ↑/↓: the highlight moves `by` rows, wrapping around.
        case move(by: Int)
        /// A digit, Enter on the highlight, or a click: row `index` (zero-based) is picked.
        case pick(Int)
    }

    /// What the parent must do after an event.
    enum Outcome: Equatable {
        /// Carry out the row picked (it is highlighted now).
        case chosen(row: Int)
    }

    /// Applies `event`; returns the row to carry out, when one was picked that the menu has.
    mutating func update(_ event: Event) -> Outcome? {
        switch event {
        case .move(let delta):
            selection = (selection + delta + count) % count
            return nil
        case .pick(let index):
            guard index >= 0, index < count else { return nil }
            selection = index
            return .chosen(row: index)
        }
    }

    /// How many rows the menu has.
    public var count: Int {
        switch kind {
        case .iOSVersion: Menu.ruleSets.count + 1  // every rule set, then "Type a version…"
        case .infoPlist: InfoPlistKey.allCases.count + 1 + ManagerKey.allCases.count  // every key, "App Clip", the manager's keys
        case .presets: Preset.all.count
        case .save: SaveFormat.allCases.count
        case .modern: ModernMenu.count
        case .systemUpdate(let from): from.updateTargets.count
        }
    }

    /// The iOS version menu's rule sets: all of them, the modern 15, 17 and 26 included (D37), in
    /// release order.
    static let ruleSets = RuleSet.allCases

    /// The iOS version menu's last row, after every rule set: it opens a text field (TextEdit.swift).
    static var typedVersionRow: Int { ruleSets.count }

    /// The Info.plist menu's last row, after every key: the build is an App Clip or not (D52; a
    /// clip's Info.plist carries `NSAppClip`).
    static var appClipRow: Int { InfoPlistKey.allCases.count }

    /// The title drawn in the menu's border.
    public var title: String {
        switch kind {
        case .iOSVersion: "iOS version (fresh install)"
        case .infoPlist: "Info.plist and manager keys (fresh install)"
        case .presets: "Presets (fresh install, then the preset's steps)"
        case .save: "Save the session as"
        case .modern: "Modern Core Location (iOS 15+)"
        case .systemUpdate: "Update iOS (the app and its permission stay)"
        }
    }
}
