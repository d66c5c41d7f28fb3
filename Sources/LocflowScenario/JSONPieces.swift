import LocflowCore

extension JSONTranscript {
    /// Encoded parts of earlier JSONL lines, reused while what they show is unchanged: a long run
    /// passes through a few dozen states, service sets and prompts, and encoding each of them
    /// again per step (seven keyed services, the settings label escaped) was most of the
    /// writer's time. The bytes are those the encoding writes, so the output is the
    /// same; a test compares the streamed lines with lines written without pieces.
    /// Bounded: each table is cleared when full.
    struct Pieces {
        /// The registry's JSONL runs by state words: the state run (`status` to `temporary`,
        /// with their leading comma), then the run after `console` (`lifecycle`).
        private var states = Table<TextTranscript.StateLineKey>()
        /// The `services` object, by the services' availabilities (one integer to compare).
        private var serviceSets = Table<ServiceAvailabilities>()
        /// The last prompt object written: a prompt stays open for a few steps.
        private var prompt: Prompt?
        private var promptBytes: [UInt8] = []
        /// The notes' approximate marks, by source.
        var marks = ApproximateMarks()
        /// The registry's JSONL runs, in order, and the fields inside the `prompt` object.
        let stateRun: [ObservableField], afterConsoleRun: [ObservableField], insidePrompt: [ObservableField]
        /// The keys of the fields whose values the writer makes itself, from the registry.
        let promptKey: [UInt8], callbacksKey: [UInt8]

        /// Pieces of the lines of `fields` (the registry; a test adds a field of its own).
        init(fields: [ObservableField] = ObservableField.all) {
            (stateRun, afterConsoleRun) = (ObservableField.jsonlRun(.state, of: fields), ObservableField.jsonlRun(.afterConsole, of: fields))
            insidePrompt = fields.filter { $0.jsonl == .insidePrompt }
            (promptKey, callbacksKey) = (ObservableField.prompt.jsonlKey, ObservableField.callbacks.jsonlKey)
        }

        /// Appends the state run of `s` (the registry's fields from `status` to `temporary`), from
        /// the table or encoded from the fields; the run after `console` is encoded with it and
        /// appended by `stateTail`.
        mutating func state(of s: Snapshot, into out: inout [UInt8]) {
            // `StateLineKey` holds every field of both runs. Compared in place first: no key built
            // for an unchanged state.
            guard !states.appendKnown({ TextTranscript.StateLineKey(s) }, lastMatches: { $0.matches(s) }, into: &out) else { return }
            var bytes: [UInt8] = [], rest: [UInt8] = []
            for field in stateRun { field.writeJSONL(s, into: &bytes) }
            for field in afterConsoleRun { field.writeJSONL(s, into: &rest) }
            states.add(TextTranscript.StateLineKey(s), bytes, rest: rest, into: &out)
        }

        /// Appends the run after `console` of the state last appended by `state`.
        func stateTail(into out: inout [UInt8]) { states.appendRest(into: &out) }

        /// Appends the `services` object of `services`, from the table or by `encode`.
        mutating func services(_ services: ServiceAvailabilities, into out: inout [UInt8], encode: (inout [UInt8]) -> Void) {
            guard !serviceSets.appendKnown({ services }, lastMatches: { $0 == services }, into: &out) else { return }
            serviceSets.add(services, Self.encoded(encode), rest: [], into: &out)
        }

        /// Appends the object of `prompt`: the last one's bytes when it is the same prompt.
        /// `encode` is given the registry's fields inside the object.
        mutating func prompt(_ prompt: Prompt, into out: inout [UInt8], encode: (inout [UInt8], _ inside: [ObservableField]) -> Void) {
            if self.prompt != prompt {
                self.prompt = prompt
                promptBytes = []
                encode(&promptBytes, insidePrompt)
            }
            out += promptBytes
        }

        private static func encoded(_ encode: (inout [UInt8]) -> Void) -> [UInt8] {
            var bytes: [UInt8] = []
            encode(&bytes)
            return bytes
        }

        /// Encoded bytes by key, the last one used looked at first. Bounded: cleared when it
        /// holds `limit` entries. An entry may hold a second part (`rest`), appended later in
        /// the line by `appendRest`.
        struct Table<Key: Equatable> {
            private var entries: [(key: Key, bytes: [UInt8], rest: [UInt8])] = []
            private var last = -1
            /// How many entries the table keeps before it starts again.
            private static var limit: Int { 64 }

            /// Appends the bytes of the last entry if `lastMatches` its key, else those of the
            /// entry for `key()` if there is one; false when there is none (then `add` it).
            mutating func appendKnown(_ key: () -> Key, lastMatches: (Key) -> Bool, into out: inout [UInt8]) -> Bool {
                if last < 0 || !lastMatches(entries[last].key) {
                    let key = key()
                    guard let known = entries.firstIndex(where: { $0.key == key }) else { return false }
                    last = known
                }
                out += entries[last].bytes
                return true
            }

            /// Adds the entry of `key` (not in the table) and appends its bytes.
            mutating func add(_ key: Key, _ bytes: [UInt8], rest: [UInt8], into out: inout [UInt8]) {
                if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
                entries.append((key, bytes, rest))
                last = entries.count - 1
                out += bytes
            }

            /// Appends the second part of the entry last appended.
            func appendRest(into out: inout [UInt8]) { out += entries[last].rest }
        }
    }
}
