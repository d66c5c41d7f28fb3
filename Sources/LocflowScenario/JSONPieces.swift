import LocflowCore

extension JSONTranscript {
    /// Encoded parts of earlier JSONL lines, reused while what they show is unchanged: a long run
    /// passes through a few dozen states, service sets and prompts, and encoding each of them
    /// again per step (seven keyed services, the settings label escaped) was most of the
    /// writer's time. The bytes are those the encoding writes, so the output is the
    /// same; a test compares the streamed lines with lines written without pieces.
    /// Bounded: each table is cleared when full.
    struct Pieces {
        /// The fields `status` to `temporary` (with their leading comma), by state words.
        private var states = Table<TextTranscript.StateLineKey>()
        /// The `services` object, by the services' availabilities (one integer to compare).
        private var serviceSets = Table<ServiceAvailabilities>()
        /// The last prompt object written: a prompt stays open for a few steps.
        private var prompt: Prompt?
        private var promptBytes: [UInt8] = []
        /// The notes' approximate marks, by source.
        var marks = ApproximateMarks()

        /// Appends the state fields of `s`, from the table or by `encode`.
        mutating func state(of s: Snapshot, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
            // `StateLineKey` also holds the lifecycle (not in these fields): a few more entries,
            // the same bytes. Compared in place first: no key built for an unchanged state.
            states.append({ TextTranscript.StateLineKey(s) }, lastMatches: { $0.matches(s) }, into: &out, encode: encode)
        }

        /// Appends the `services` object of `services`, from the table or by `encode`.
        mutating func services(_ services: ServiceAvailabilities, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
            serviceSets.append({ services }, lastMatches: { $0 == services }, into: &out, encode: encode)
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

        /// Encoded bytes by key, the last one used looked at first. Bounded: cleared when it
        /// holds `limit` entries.
        struct Table<Key: Equatable> {
            private var entries: [(key: Key, bytes: [UInt8])] = []
            private var last = -1
            /// How many entries the table keeps before it starts again.
            private static var limit: Int { 64 }

            /// Appends the bytes of the last entry if `lastMatches` its key, else those of the
            /// entry for `key()`, encoded by `encode` the first time.
            mutating func append(_ key: () -> Key, lastMatches: (Key) -> Bool, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
                if last < 0 || !lastMatches(entries[last].key) {
                    let key = key()
                    if let known = entries.firstIndex(where: { $0.key == key }) {
                        last = known
                    } else {
                        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
                        entries.append((key, Pieces.encoded(encode)))
                        last = entries.count - 1
                    }
                }
                out += entries[last].bytes
            }
        }
    }
}
