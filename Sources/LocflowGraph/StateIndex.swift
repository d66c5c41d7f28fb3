/// Abstract states to their indices in a graph: an open-addressing table on the packed key.
///
/// The search looks up every successor it tries (830,000 for iOS 14 to 18), and a
/// `Dictionary<AbstractState, Int>` spent most of that in seeding and finalising SipHash. The
/// key is already a dense 64-bit value, so a multiplicative hash of it spreads well; one probe
/// sequence both finds a known state and claims the slot of a new one.
struct StateIndex: Sendable {
    /// The packed keys, by slot; meaningful only where `ids` is not `empty`.
    private var keys: [UInt64]
    /// The state's index, by slot; `empty` for a free slot.
    private var ids: [Int32]
    /// How many states the table holds.
    private(set) var count = 0
    /// 64 minus log2 of the slot count: the multiplicative hash keeps the top bits.
    private var shift: UInt64

    private static let empty: Int32 = -1

    /// An empty table with room for `capacity` states before it grows.
    init(capacity: Int = 1024) {
        var slots = 16
        while slots < capacity * 2 { slots <<= 1 }
        keys = Array(repeating: 0, count: slots)
        ids = Array(repeating: Self.empty, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    /// The first slot to probe for `key` (Fibonacci hashing).
    private func home(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The index of `key`, or nil if the table does not hold it.
    func id(of key: UInt64) -> Int? {
        let mask = ids.count - 1
        var slot = home(key)
        while true {
            let id = ids[slot]
            if id == Self.empty { return nil }
            if keys[slot] == key { return Int(id) }
            slot = (slot + 1) & mask
        }
    }

    /// The index `key` already has, or nil after giving it `id`.
    mutating func insertIfAbsent(_ key: UInt64, id: Int) -> Int? {
        if (count + 1) * 2 > ids.count { grow() }
        let mask = ids.count - 1
        var slot = home(key)
        while true {
            let found = ids[slot]
            if found == Self.empty {
                keys[slot] = key
                ids[slot] = Int32(id)
                count += 1
                return nil
            }
            if keys[slot] == key { return Int(found) }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the slots and re-inserts every state (at most half the slots are ever used).
    private mutating func grow() {
        let oldKeys = keys, oldIDs = ids
        self = StateIndex(capacity: ids.count)
        for (key, id) in zip(oldKeys, oldIDs) where id != Self.empty { _ = insertIfAbsent(key, id: Int(id)) }
    }
}
