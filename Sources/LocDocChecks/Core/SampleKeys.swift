import LocDocModel

/// The alignment key of each code sample of each copy: section, language, and position among the section's samples
/// in that language (`<section key>|swift|2`), so a sample added or dropped in another language moves no other.
///
/// A fence that lost its language in one copy (```` ``` ```` where the others write ```` ```sh ````) would be keyed
/// apart from its sample and shift every later sample of that language. So in a section, a copy's unlabelled fence
/// takes the language the other copies write at its place: of the fully labelled sequences of fences that other
/// copies write in the section, the one most copies write among those as long as the copy's and in the same
/// languages wherever it labels them.
enum SampleKeys {
    static func keys(_ documents: [Document]) -> [[String]] {
        // Per section, each copy's fence languages in order.
        var sequences: [SectionKey: [Int: [String]]] = [:]
        for (copy, document) in documents.enumerated() {
            for sample in document.codeSamples { sequences[sample.sectionKey, default: [:]][copy, default: []].append(sample.language.normalized) }
        }
        var adopted: [SectionKey: [Int: [String]]] = [:]
        for (section, byCopy) in sequences where byCopy.values.contains(where: { $0.contains("") }) {
            // The fully labelled sequences the copies write, with how many write each.
            var counts: [[String]: Int] = [:]
            for languages in byCopy.values where !languages.contains("") { counts[languages, default: 0] += 1 }
            for (copy, languages) in byCopy where languages.contains("") {
                // The one most copies write among those that fit (ties: the first by name), when one fits.
                let fitting = counts.filter { $0.key.count == languages.count && zip(languages, $0.key).allSatisfy { $0.isEmpty || $0 == $1 } }
                let ranked = fitting.sorted { ($1.value, $0.key.joined(separator: "|")) < ($0.value, $1.key.joined(separator: "|")) }
                guard let best = ranked.first else { continue }
                adopted[section, default: [:]][copy] = best.key
            }
        }
        return documents.enumerated().map { copy, document in
            var ordinals: [String: Int] = [:]
            var position: [SectionKey: Int] = [:]
            return document.codeSamples.map { sample in
                guard let languages = adopted[sample.sectionKey]?[copy] else {
                    return "\(sample.sectionKey)|\(sample.language.normalized)|\(sample.languageOrdinal)"
                }
                let index = position[sample.sectionKey, default: 0]
                position[sample.sectionKey] = index + 1
                let language = languages[index]
                let ordinal = (ordinals["\(sample.sectionKey)|\(language)"] ?? 0) + 1
                ordinals["\(sample.sectionKey)|\(language)"] = ordinal
                return "\(sample.sectionKey)|\(language)|\(ordinal)"
            }
        }
    }
}
