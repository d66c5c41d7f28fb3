import LocflowTerminal

/// The explorer's common starts read by hand into an `ExplorerLaunch`, so that `--ios 17`,
/// `--preset NAME`, `--resume [ID]` and the rest paint their first frame as soon as plain
/// `locflow` does: ArgumentParser builds its option set by reflection before it reads a word
/// (docs/performance.md, "Every start: one launch path"). `ExploreOptions` stays the
/// declaration: this reader takes only spellings whose meaning there is plain and declines
/// everything else, so ArgumentParser answers it with its own messages and exit codes. The
/// equivalence test (`ExplorerArgumentsTests`) holds both readers to one meaning.
enum ExplorerArguments {
    /// The options that take a value, `--opt VALUE` or `--opt=VALUE`.
    static let valued = ["--ios", "--app-name", "--scenario", "--preset", "--record", "--info-plist", "--theme"]
    /// The flags, which take none.
    static let flags = ["--resume", "--designer", "--app-clip", "--force"]

    /// The start `arguments` (without the program's name) describe, checked as ArgumentParser
    /// checks it; nil when any word is not understood here or the start would be refused: an
    /// unknown option (`--help`, `--purpose`, `--cast…`), a repeated one, a missing or empty
    /// value or one starting with `-` (`-` is standard input, which the explorer refuses), a
    /// word that is not a session id right after `--resume`, or a failed check.
    static func launch(_ arguments: [String]) -> ExplorerLaunch? {
        var launch = ExplorerLaunch()
        var seen: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("--") else { return nil }
            var name = word, inline: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard !seen.contains(name) else { return nil }
            seen.append(name)
            if flags.contains(name) {
                guard inline == nil else { return nil }
                switch name {
                case "--resume":
                    launch.resume = true
                    // Every session id begins with its date; any other word is left to ArgumentParser.
                    if index < arguments.count, let first = arguments[index].utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
                        launch.sessionID = arguments[index]
                        index += 1
                    }
                case "--designer": launch.designer = true
                case "--app-clip": launch.appClip = true
                default: launch.force = true
                }
                continue
            }
            guard valued.contains(name) else { return nil }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { return nil }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch name {
            case "--ios": launch.ios = value
            case "--app-name": launch.appName = value
            case "--scenario": launch.scenario = value
            case "--preset": launch.preset = value
            case "--record": launch.record = value
            case "--info-plist": launch.infoPlist = value
            default:
                guard let theme = Theme(rawValue: value) else { return nil }
                launch.theme = theme
            }
        }
        do {
            try launch.validate()
        } catch {
            return nil
        }
        return launch
    }
}
