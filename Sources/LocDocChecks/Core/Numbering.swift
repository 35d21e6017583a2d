/// Numbers keys in the order they are first seen, so that later work counts and compares in arrays and hashes each
/// key once: labels per pair of settings, values and revisions per aligned place, sections per page.
struct Numbering<Key: Hashable> {
    private var numbers: [Key: Int] = [:]
    /// The keys by number.
    private(set) var keys: [Key] = []

    /// The key's number, given the next one when it is new.
    mutating func number(_ key: Key) -> Int {
        if let known = numbers[key] { return known }
        numbers[key] = keys.count
        keys.append(key)
        return keys.count - 1
    }

    var count: Int { keys.count }
}
