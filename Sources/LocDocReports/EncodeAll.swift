extension KeyedEncodingContainer {
    /// Encodes every pair; an optional without a value is written as `null`, so the key is always there (synthesised
    /// `Encodable` would leave it out). The JSON reports' null policy.
    mutating func encodeAll(_ fields: KeyValuePairs<Key, any Encodable>) throws {
        for (key, value) in fields { try encode(value, forKey: key) }
    }
}
