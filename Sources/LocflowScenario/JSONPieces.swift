import LocflowCore

extension JSONTranscript {
    /// Encoded parts of earlier JSONL lines, reused while what they show is unchanged: a long run
    /// passes through a few dozen states, service sets and prompts, and encoding each of them
    /// again per step (seven keyed services, the settings label escaped) was most of the
    /// writer's time (issue 14). The bytes are those the encoding writes, so the output is the
    /// same; a test compares the streamed lines with lines written without pieces.
    /// Bounded: each table is cleared when full.
    struct Pieces {
        /// The fields `status` to `temporary` (with their leading comma), by state words; the
        /// last one used is compared first, in place.
        private var states: [(key: TextTranscript.StateLineKey, bytes: [UInt8])] = []
        private var lastState = -1
        /// The `services` object, by the services' availabilities (one integer to compare).
        private var serviceSets: [(value: ServiceAvailabilities, bytes: [UInt8])] = []
        private var lastServices = -1
        /// The last prompt object written: a prompt stays open for a few steps.
        private var prompt: Prompt?
        private var promptBytes: [UInt8] = []

        /// How many entries a table keeps before it starts again.
        private static let limit = 64

        /// Appends the state fields of `s`, from the table or by `encode`.
        mutating func state(of s: Snapshot, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
            // `StateLineKey` also holds the lifecycle (not in these fields): a few more entries,
            // the same bytes.
            if lastState >= 0, states[lastState].key.matches(s) {
                out += states[lastState].bytes
                return
            }
            let key = TextTranscript.StateLineKey(s)
            if let known = states.firstIndex(where: { $0.key == key }) {
                lastState = known
                out += states[known].bytes
                return
            }
            if states.count >= Self.limit { states.removeAll(keepingCapacity: true) }
            states.append((key, Self.encoded(encode)))
            lastState = states.count - 1
            out += states[lastState].bytes
        }

        /// Appends the `services` object of `services`, from the table or by `encode`.
        mutating func services(_ services: ServiceAvailabilities, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
            if lastServices >= 0, serviceSets[lastServices].value == services {
                out += serviceSets[lastServices].bytes
                return
            }
            if let known = serviceSets.firstIndex(where: { $0.value == services }) {
                lastServices = known
                out += serviceSets[known].bytes
                return
            }
            if serviceSets.count >= Self.limit { serviceSets.removeAll(keepingCapacity: true) }
            serviceSets.append((services, Self.encoded(encode)))
            lastServices = serviceSets.count - 1
            out += serviceSets[lastServices].bytes
        }

        /// Appends the object of `prompt`: the last one's bytes when it is the same prompt.
        mutating func prompt(_ prompt: Prompt, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
            if self.prompt != prompt {
                self.prompt = prompt
                promptBytes = Self.encoded(encode)
            }
            out += promptBytes
        }

        private static func encoded(_ encode: (inout [UInt8]) -> Void) -> [UInt8] {
            var bytes: [UInt8] = []
            encode(&bytes)
            return bytes
        }
    }
}
