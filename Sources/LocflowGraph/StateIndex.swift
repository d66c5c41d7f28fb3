/// Abstract states to their indices in a graph: an open-addressing table on the packed key.
///
/// The search looks up every successor it tries (830,000 for iOS 14 to 18), and a
/// `Dictionary<AbstractState, Int>` spent most of that in seeding and finalising SipHash. The
/// key is already a dense 64-bit value, so a multiplicative hash of it spreads well; one probe
/// sequence both finds a known state and claims the slot of a new one. A slot holds the key and
/// the index side by side: a probe is one cache miss, not two.
struct StateIndex: Sendable {
    /// One slot: a packed key and its state's index, or `Slot.free`.
    private struct Slot {
        var key: UInt64
        var id: Int32
        static let free = Slot(key: 0, id: -1)
    }

    private var slots: [Slot]
    /// How many states the table holds.
    private(set) var count = 0
    /// 64 minus log2 of the slot count: the multiplicative hash keeps the top bits.
    private var shift: UInt64

    /// An empty table with room for `capacity` states before it grows.
    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: .free, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// The first slot to probe for `key` (Fibonacci hashing).
    private func home(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The index of `key`, or nil if the table does not hold it.
    func id(of key: UInt64) -> Int? {
        let mask = slots.count - 1
        var at = home(key)
        while true {
            let slot = slots[at]
            if slot.id < 0 { return nil }
            if slot.key == key { return Int(slot.id) }
            at = (at + 1) & mask
        }
    }

    /// The index `key` already has, or nil after giving it `id`.
    mutating func insertIfAbsent(_ key: UInt64, id: Int) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var at = home(key)
        while true {
            let slot = slots[at]
            if slot.id < 0 {
                slots[at] = Slot(key: key, id: Int32(id))
                count += 1
                return nil
            }
            if slot.key == key { return Int(slot.id) }
            at = (at + 1) & mask
        }
    }

    /// Doubles the slots and re-inserts every state (at most half the slots are ever used).
    private mutating func grow() {
        let old = slots
        self = StateIndex(capacity: slots.count)
        for slot in old where slot.id >= 0 { _ = insertIfAbsent(slot.key, id: Int(slot.id)) }
    }
}
