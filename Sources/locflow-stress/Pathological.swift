import LocflowChecks
import LocflowCore
/// Documents built to hurt a parser: deep nesting, alias bombs, huge or broken text.
enum Pathological {
    static func make(rng: inout SplitMix) -> [UInt8] {
        switch rng.below(9) {
        case 0:
            let depth = 1 + rng.below(20_000)
            return Array(("steps: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        case 1:
            let depth = 1 + rng.below(5_000)
            var text = "steps:\n"
            for level in 0..<depth { text += String(repeating: " ", count: level) + "- \n" }
            return Array(text.utf8)
        case 2:
            // A billion laughs: nine levels of ten aliases each.
            var text = "a0: &a0 [lol]\n"
            for level in 1...9 { text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ",") + "]\n" }
            return Array((text + "steps: *a9\n").utf8)
        case 3:
            return Array(("name: \"" + String(repeating: "長", count: 1 + rng.below(300_000)) + "\"\nsteps: []\n").utf8)
        case 4:
            return Array(("steps:\n" + String(repeating: "  - wait 1m\n", count: 1 + rng.below(20_000))).utf8)
        case 5:
            return (0..<rng.below(4096)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        case 6:
            return [0xEF, 0xBB, 0xBF] + Array("steps:\n\t- launch\n\u{0}".utf8)
        case 7:
            return Array(("steps: {" + String(repeating: "a: ", count: 1 + rng.below(10_000)) + "}").utf8)
        default:
            return Array(("app:\n  name: " + String(repeating: "\u{1B}[31m\u{7}", count: 1 + rng.below(1000)) + "\nsteps: [requestWhenInUseAuthorization]\n").utf8)
        }
    }
}
