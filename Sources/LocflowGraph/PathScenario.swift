import LocflowCore
import LocflowScenario

/// A found path written as a scenario file of the contract: `ios`, the steps, an `expect` after
/// every step (status and prompt) and, after the last, every target key `expect` can check.
public enum PathScenario {
    /// The target keys that `expect` has, and the observable field each becomes: the field of the
    /// same name, and `locationServices` (the graph's older name for the switch) as
    /// `locationServicesEnabled`.
    static let expressible: [String: ObservableField] = {
        var fields: [String: ObservableField] = [:]
        for field in ObservableField.all where TargetPredicate.keyNames.contains(field.key) { fields[field.key] = field }
        fields["locationServices"] = ObservableField.locationServicesEnabled
        return fields
    }()

    /// The YAML text of path `number` of `count`.
    public static func yaml(_ path: FoundPath, target: TargetPredicate, number: Int, count: Int) -> String {
        let ruleSet = target.ruleSet
        var lines = [
            ScenarioWriter.modeline(),
            "# locflow paths --ios \(ruleSet.rawValue) --to \"\(target)\": path \(number) of \(count), \(path.actions.count) action\(path.actions.count == 1 ? "" : "s")",
            "name: \(quoted("iOS \(ruleSet.rawValue): reach \(target) (path \(number))"))",
            "ios: \"\(ruleSet.rawValue)\"",
            "steps:",
        ]
        // Status and prompt after every step, named by the registry; the target's keys after the last.
        let everyStep = [ObservableField.status.key, ObservableField.prompt.key]
        let finalKeys = everyStep + target.clauses.map(\.key).filter { expressible[$0] != nil && !everyStep.contains($0) }
        for (step, action) in path.actions.enumerated() {
            lines.append("  - \(action.text)")
            let last = step == path.actions.count - 1
            var keys = expectation(path.snapshots[step], keys: last ? finalKeys : everyStep)
            if last, let modern = path.snapshots[step].modern {
                // A path of the modern graph replays as an extended file (C2): an extension key
                // says so, with the lifecycle, unless the target's keys already wrote it (a YAML
                // mapping holds each key once).
                if !finalKeys.contains(ObservableField.lifecycle.key) {
                    keys += ", \(ObservableField.lifecycle.yamlEntry(path.snapshots[step]))"
                }
                keys += ", \(ModernField.locationButtonApproved.key): \(modern.locationButtonApproved)"
            }
            lines.append("  - expect: { \(keys) }")
        }
        if path.actions.isEmpty {
            // The initial state already matches: the expectation checks step 0, the launch.
            lines.append("  - expect: { \(expectation(Snapshot(Simulation.play(Setup(ruleSet: ruleSet)).0), keys: finalKeys)) }")
        }
        // The extension key above checks locationButtonApproved on a modern path's last step.
        let checkedByExtension = path.actions.isEmpty ? [] : path.snapshots[path.actions.count - 1].modern == nil ? [] : [ModernField.locationButtonApproved.key]
        let unchecked = target.clauses.filter { expressible[$0.key] == nil && !checkedByExtension.contains($0.key) }.map { "\($0.key)=\($0.value)" }
        if !unchecked.isEmpty {
            lines.append("# also reached, but not keys of `expect`: \(unchecked.joined(separator: ", ")) (checked by locflow paths on the core)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `status: authorizedAlways, prompt: none, provisional: true` in the given key order, each
    /// written by its observable field (`ObservableField.yamlEntry`).
    static func expectation(_ s: Snapshot, keys: [String]) -> String {
        var seen: Set<String> = []
        return keys.compactMap { expressible[$0] }.filter { seen.insert($0.key).inserted }.map { $0.yamlEntry(s) }.joined(separator: ", ")
    }

    /// A YAML double-quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"") + "\""
    }

    /// Parses and runs the text the way `locflow run` does; nil when every expectation holds,
    /// else what went wrong (a guard: a printed path must replay green).
    public static func check(_ yaml: String, file: String) -> String? {
        do {
            let result = Runner.run(try ScenarioParser.parse(yaml, file: file))
            let failures = result.records.flatMap(\.failures)
            return failures.isEmpty ? nil : failures.joined(separator: "; ")
        } catch {
            return "\(error)"
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
