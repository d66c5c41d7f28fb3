import LocflowChecks
import LocflowCore

/// Makes fuzz inputs: mutations of real scenario files, scenarios from the grammar with random
/// mistakes, and pathological documents (deep nesting, alias bombs, huge text, bad UTF-8).
struct Mutator {
    /// One input: raw bytes and the file name that picks the format.
    struct Case {
        var name: String
        var bytes: [UInt8]
        var kind: String
    }

    let corpus: [(name: String, bytes: [UInt8])]

    /// Words a scenario file is made of, and YAML/JSON syntax, to splice in.
    static let tokens: [String] = {
        var words = ["name", "ios", "app", "device", "steps", "model", "expect", "infoPlist", "locationServices",
                     "restricted", "allowOnceExpiry", "temporaryAccuracyExpiry", "alsoCallDeprecatedDelegate",
                     "askNextTimeRestoresAlwaysRequest", "resumeReportsUnchanged", "lifecycle", "suspended", "status", "accuracy", "locationServicesEnabled", "prompt",
                     "buttons", "settings", "callbacks", "provisional", "temporary", "services", "tap", "wait", "event",
                     "true", "false", "null", "~", "yes", "no", "on", "off", "10m", "0s", "-5m", "99999999999999999999d",
                     "1.5h", "\"13.0\"", "13.0", "14.0", "\"18\"", "18", "10", "{", "}", "[", "]", ": ", "- ", ",", "&a ",
                     "*a", "!!str ", "!!binary ", "!!map", "? ", "|", ">", "---", "...", "%YAML 1.1", "# ", "\"", "'",
                     "\t", "\u{0}", "\u{1B}[2J", "\u{FEFF}", "地図", "🗺️", "\u{202E}", "\r\n", "\n  ", "\n- ", "<<: *a",
                     "Allow Once", "Allow While Using App", "Don't Allow", "Don’t Allow", "Keep Only While Using",
                     "Change to Always Allow", "whenInUse", "always", "upgrade", "reminder", "temporaryFullAccuracy",
                     "authorizedAlways", "authorizedWhenInUse", "notDetermined", "denied", "didChangeAuthorization(denied)"]
        words += InfoPlistKey.allCases.map(\.rawValue) + Service.allCases.map(\.rawValue) + Availability.allCases.map(\.rawValue)
        words += Grammar.actions
        return words
    }()

    /// The next input for iteration `index`.
    func next(_ index: Int, rng: inout SplitMix) -> Case {
        let roll = rng.below(100)
        let base = corpus[rng.below(corpus.count)]
        switch roll {
        case 0..<30: return Case(name: base.name, bytes: mutateBytes(base.bytes, rng: &rng), kind: "bytes")
        case 30..<55: return Case(name: base.name, bytes: mutateLines(base.bytes, rng: &rng), kind: "lines")
        case 55..<70: return Case(name: base.name, bytes: spliceTokens(base.bytes, rng: &rng), kind: "tokens")
        case 70..<95:
            let json = rng.oneIn(4)
            let text = json ? Grammar.json(rng: &rng) : Grammar.yaml(rng: &rng)
            return Case(name: "generated-\(index).\(json ? "json" : "yaml")", bytes: Array(text.utf8), kind: "grammar")
        default:
            return Case(name: "pathological-\(index).\(rng.oneIn(3) ? "json" : "yaml")", bytes: Pathological.make(rng: &rng), kind: "pathological")
        }
    }

    private func mutateBytes(_ input: [UInt8], rng: inout SplitMix) -> [UInt8] {
        var bytes = input
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x20, 0x22, 0x27, 0x2C, 0x2D, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0x7F, 0x80, 0xC3, 0xE2, 0xFF]
        for _ in 0..<(1 + rng.below(8)) {
            guard !bytes.isEmpty else { bytes = [interesting[rng.below(interesting.count)]]; continue }
            let at = rng.below(bytes.count)
            switch rng.below(5) {
            case 0: bytes[at] ^= UInt8(1 << rng.below(8))
            case 1: bytes.insert(interesting[rng.below(interesting.count)], at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.below(16)))
            case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + rng.below(32))], at: rng.below(bytes.count))
            default: bytes[at] = UInt8.random(in: 0...255, using: &rng)
            }
        }
        return bytes
    }

    private func mutateLines(_ input: [UInt8], rng: inout SplitMix) -> [UInt8] {
        var lines = String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + rng.below(4)) {
            guard lines.count > 1 else { break }
            let a = rng.below(lines.count), b = rng.below(lines.count)
            switch rng.below(6) {
            case 0: lines.remove(at: a)
            case 1: lines.insert(lines[a], at: b)
            case 2: lines.swapAt(a, b)
            case 3: lines[a] = String(repeating: " ", count: rng.below(9)) + lines[a].drop { $0 == " " }
            case 4:
                if let colon = lines[a].firstIndex(of: ":") {
                    lines[a] = String(lines[a][...colon]) + " " + Self.tokens[rng.below(Self.tokens.count)]
                }
            default: lines.insert("  - " + Grammar.step(rng: &rng, valid: rng.oneIn(2)), at: a)
            }
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    private func spliceTokens(_ input: [UInt8], rng: inout SplitMix) -> [UInt8] {
        var text = String(decoding: input, as: UTF8.self)
        for _ in 0..<(1 + rng.below(4)) {
            let scalars = Array(text.unicodeScalars)
            guard !scalars.isEmpty else { break }
            let at = rng.below(scalars.count)
            let cut = min(scalars.count, at + rng.below(12))
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<at])
            view.append(contentsOf: Self.tokens[rng.below(Self.tokens.count)].unicodeScalars)
            view.append(contentsOf: scalars[cut...])
            text = String(view)
        }
        return Array(text.utf8)
    }
}
