import CellGrid

/// Commands that differ only by a parameter, shown as one entry in the footer and help:
/// "u c v r i h  start/stop a service".
public enum CommandFamily: Hashable, Sendable {
    /// The digits that tap a button or pick a menu row.
    case choose
    /// Moving the highlight.
    case select
    /// Starting and stopping each service.
    case service
    /// Background, foreground, terminate, launch.
    case lifecycle
    /// The choices of the app's row in Settings.
    case appRow
    /// Time passing.
    case time
    /// The world's events.
    case event
    /// The system pausing and resuming standard location updates (D59).
    case pause
    /// Scrolling the log.
    case scroll
    /// Undo and redo.
    case history
    /// Moving between search matches.
    case searchMatch
    /// Scrolling the help overlay.
    case helpScroll

    /// The family-wide label for the footer.
    public var label: String {
        switch self {
        case .choose: "tap"
        case .select: "choose"
        case .service: "start/stop"
        case .lifecycle: "lifecycle"
        case .appRow: "app row"
        case .time: "+1m/+10m/+1d"
        case .event: "events"
        case .pause: "pause/resume updates"
        case .scroll: "log"
        case .history: "undo/redo"
        case .searchMatch: "next/previous match"
        case .helpScroll: "scroll help"
        }
    }

    /// The family-wide line for help.
    public var help: String {
        switch self {
        case .choose: "tap button n (or pick menu row n)"
        case .select: "highlight previous/next button"
        case .service: "start/stop a service (see table)"
        case .lifecycle: "background/foreground/kill/launch"
        case .appRow: "app row: Never, Ask, While, Always"
        case .time: "time passes: 1 min, 10 min, 1 day"
        case .event: "world event (shifted service key)"
        case .pause: "the system pauses / resumes updates (D59)"
        case .scroll: "scroll the delegate log"
        case .history: "undo / redo a step (Z redoes too)"
        case .searchMatch: "next / previous match (Enter: next)"
        case .helpScroll: "scroll this help"
        }
    }
}

extension Command {
    /// The family the command belongs to, if it has siblings.
    public var family: CommandFamily? { if let index = ordinal { Self.rows[index].family } else { definition.family } }

    /// Whether the footer lists it among its groups. Settings and service keys are printed beside
    /// their rows in those panels; help and quit lead the footer as core keys (`FooterView.core`).
    public var inFooter: Bool { group != .person && (ordinal.map { Self.rows[$0].footer } ?? definition.footer) }

    /// One entry per family (or lone command): the keys as shown, a label and a help line.
    public struct Entry: Equatable, Sendable {
        /// The keys, e.g. `w` or `u c v r i h` or `1-3`.
        public var keys: String
        /// A few words.
        public var label: String
        /// One help line.
        public var help: String
        /// The group.
        public var group: CommandGroup
    }

    /// Entries for `commands` (in table order), families merged.
    public static func entries(_ commands: [Command]) -> [Entry] {
        var entries: [Entry] = []
        var seen: [CommandFamily: Int] = [:]
        for command in commands {
            guard let family = command.family else {
                entries.append(Entry(keys: keysText([command]), label: command.label, help: command.help, group: command.group))
                continue
            }
            if seen[family] != nil { continue }
            let members = commands.filter { $0.family == family }
            seen[family] = entries.count
            // Undo or redo alone is labelled as itself: the footer offers only what is possible now.
            let label = members.count == 1 && family == .history ? command.label : family.label
            entries.append(Entry(keys: keysText(members), label: label, help: family.help, group: command.group))
        }
        return entries
    }

    /// Keys of several commands: digits as a range (`1-3`), others as their primary key names.
    private static func keysText(_ commands: [Command]) -> String {
        if commands.allSatisfy({ if case .choose = $0 { true } else { false } }) {
            let numbers = commands.compactMap { if case .choose(let n) = $0 { n } else { nil } }
            guard let low = numbers.min(), let high = numbers.max() else { return "" }
            return low == high ? "\(low)" : "\(low)-\(high)"
        }
        if commands.count == 1 { return commands[0].keys.map(\.name).joined(separator: " ") }
        if commands.allSatisfy({ $0.family == .select }) { return "←/→" }
        if commands.allSatisfy({ $0.family == .helpScroll }) { return "↑/↓ PgUp/PgDn" }
        return commands.map { $0.keys[0].name }.joined(separator: commands[0].family == .scroll ? "/" : " ")
    }
}
