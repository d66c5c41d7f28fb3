/// Reads one action line of a scenario (contract "Actions") into an `Action`: the inverse of
/// `Action.text`, beside it in the core so that keys, journal lines, presets and scenario files
/// share one vocabulary.
public enum ActionParser {
    /// The actions that take no argument, by name.
    static let plain: [String: Action] = {
        var table: [String: Action] = [
            "createManager": .createManager,
            "requestWhenInUseAuthorization": .requestWhenInUseAuthorization,
            "requestAlwaysAuthorization": .requestAlwaysAuthorization,
            "togglePrecise": .togglePrecise,
            "background": .background,
            "foreground": .foreground,
            "terminate": .terminate,
            "launch": .launch,
            "showReminder": .showReminder,
            // CLGeocoder needs no authorization (contract); `cancelGeocode` is its stop.
            Service.geocoding.startAction: .start(.geocoding),
            Service.geocoding.stopAction: .stop(.geocoding),
        ]
        for service in Service.startable {
            table[service.startAction] = .start(service)
            table[service.stopAction] = .stop(service)
        }
        return table
    }()

    /// The actions that take one argument, with what the argument is.
    static let withArgument: [String: String] = [
        "requestTemporaryFullAccuracyAuthorization": "a purpose key, e.g. `requestTemporaryFullAccuracyAuthorization Delivery`",
        "tap": "a button label, e.g. `tap Allow While Using App`",
        "wait": "a duration, e.g. `wait 30s`, `wait 10m`, `wait 2h`, `wait 3d`",
        "settings": "what to change, e.g. `settings app never`, `settings locationServices off`, `settings reset`",
        "systemUpdate": "an iOS version, e.g. `systemUpdate 18` or `systemUpdate 17.4`",
        "event": "an event: \(WorldEvent.allCases.map(\.rawValue).joined(separator: ", "))",
    ]

    /// Every action name, for suggestions and help.
    public static var names: [String] { (Array(plain.keys) + Array(withArgument.keys) + ModernAction.names).sorted() }

    /// Parses `text`; the error message says what was wrong and what would be right.
    public static func parse(_ text: String) -> Result<Action, ActionParseError> {
        let trimmed = text.trimmingWhitespace
        // The modern vocabulary (modern-apis.md §3) is read first: `tap LocationButton` and
        // `event satisfied ID` share a name with contract actions.
        switch ModernAction.parse(trimmed) {
        case .success(let action)?: return .success(.modern(action))
        case .failure(let failure)?: return .failure(.init(failure.message))
        case nil: break
        }
        let name = String(trimmed.prefix { $0 != " " })
        let argument = String(trimmed.dropFirst(name.count)).trimmingWhitespace
        if let action = plain[name] {
            return argument.isEmpty ? .success(action) : .failure(.init("`\(name)` takes no argument, but got “\(argument)”"))
        }
        guard let expected = withArgument[name] else {
            if let guess = Suggest.closest(to: name, among: names) {
                return .failure(.init("unknown action `\(name)`; did you mean `\(guess)`?"))
            }
            return .failure(.init("unknown action `\(name)` (actions: \(names.joined(separator: ", ")))"))
        }
        guard !argument.isEmpty else { return .failure(.init("`\(name)` needs \(expected)")) }
        switch name {
        case "tap": return .success(.tap(argument))
        case "requestTemporaryFullAccuracyAuthorization": return .success(.requestTemporaryFullAccuracy(purposeKey: argument))
        case "wait":
            guard let seconds = Duration.seconds(from: argument) else {
                return .failure(.init("`wait \(argument)`: a duration is a whole number and one of s, m, h, d (e.g. `30s`, `10m`, `2h`, `3d`)"))
            }
            guard seconds <= Duration.maximum else {
                return .failure(.init("`wait \(argument)`: at most \(Duration.text(seconds: Duration.maximum)) (a century) at a time"))
            }
            return .success(.wait(seconds: seconds))
        case "systemUpdate":
            guard let version = IOSVersion(argument) else {
                return .failure(.init("`systemUpdate \(argument)`: unsupported iOS version; \(IOSVersion.accepted)"))
            }
            return .success(.updateSystem(to: version))
        case "event":
            guard let event = WorldEvent(rawValue: argument) else {
                return .failure(.init("unknown event `\(argument)` (events: \(WorldEvent.allCases.map(\.rawValue).joined(separator: ", ")))"))
            }
            return .success(.event(event))
        default:
            return parseSettings(argument)
        }
    }

    private static func parseSettings(_ argument: String) -> Result<Action, ActionParseError> {
        let words = argument.split(separator: " ").map(String.init)
        func onOff(_ build: (Bool) -> Action) -> Result<Action, ActionParseError> {
            guard words.count == 2, words[1] == "on" || words[1] == "off" else {
                return .failure(.init("`settings \(words[0])` takes on or off, e.g. `settings \(words[0]) off`"))
            }
            return .success(build(words[1] == "on"))
        }
        switch words.first {
        case "locationServices": return onOff { .setLocationServices($0) }
        case "restricted": return onOff { .setRestricted($0) }
        case "precise": return onOff { .setPrecise($0) }
        case "reset":
            return words.count == 1 ? .success(.resetLocationAndPrivacy) : .failure(.init("`settings reset` takes nothing after it"))
        case "app":
            let choices = AppSetting.allCases.map(\.rawValue).joined(separator: "|")
            guard words.count == 2, let choice = AppSetting(rawValue: words[1]) else {
                return .failure(.init("`settings app` takes one of \(choices), e.g. `settings app askNextTime`"))
            }
            return .success(.setApp(choice))
        default:
            return .failure(.init("unknown setting `\(words.first ?? "")` (settings: locationServices on|off, restricted on|off, app never|askNextTime|whileUsing|always, precise on|off, reset)"))
        }
    }
}

/// Why an action line could not be read.
public struct ActionParseError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension String {
    /// The string without leading and trailing spaces and tabs (Foundation-free).
    public var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
