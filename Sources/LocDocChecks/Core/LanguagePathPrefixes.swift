import LocDocModel

/// Sites that put the reader's language first in their paths without a region (`/de/guides/…`, `/fr/reference/…`,
/// as Starlight, Docusaurus and Hugo build them), where each translation rightly links its own edition.
///
/// A page's copies localise links that way when at least two of them link somewhere with their own language as the
/// first path segment. Then a copy's own language there is compared as `{locale}`, like a Learn URL's locale, and
/// a link whose first segment is the language of another copy of the page (Starlight's Italian copy linking
/// `/fr/reference/frontmatter/`) sends the reader to another language's edition, which no source revision does: it
/// is invalid. Not so a language several copies link that way: that is the fallback for a language the linked site
/// lacks (Danish, Hindi and Indonesian copies linking Astro's `/en/` pages). Segments with a region (`/en-us/`) are already `{locale}`
/// (`LinkDestination.comparable`) and stay so: Learn translations that keep `/en-us/` links are not judged here.
struct LanguagePathPrefixes {
    /// Per copy, its language and its tag, lower-cased (`de`, `de-de`).
    private let own: [Set<String>]
    /// Whether the page's copies localise links by a language segment at all.
    let isLocalising: Bool
    /// The languages of other copies that exactly one copy links to: those links go to another edition.
    private let languages: Set<String>

    init(_ page: PageSet) {
        let own = page.documents.map { document -> Set<String> in
            guard let locale = document.locale else { return [] }
            return [String(locale.language).lowercased(), locale.tag.lowercased()]
        }
        let users = page.documents.indices.filter { copy in
            page.documents[copy].links.contains { Self.segment($0.destination, lengths: own[copy]).map(own[copy].contains) ?? false }
        }
        self.own = own
        isLocalising = users.count >= 2
        // Another language that two or more copies link is the site's fallback edition (a site without a Danish
        // edition is linked in English): only a language one copy alone strays to counts as another edition.
        let all = Set(own.flatMap { $0 })
        var strays: [String: Int] = [:]
        if isLocalising {
            for copy in page.documents.indices {
                let foreign = Set(page.documents[copy].links.compactMap { link -> String? in
                    guard let segment = Self.segment(link.destination, lengths: all),
                          LinkDestination.localeSegment(of: link.destination) == nil else { return nil }
                    return all.contains(segment) && !own[copy].contains(segment) ? segment : nil
                })
                for segment in foreign { strays[segment, default: 0] += 1 }
            }
        }
        languages = Set(strays.filter { $0.value == 1 }.keys)
    }

    /// The lower-cased first path segment, when a `/` follows it and it is as long as one of `lengths`' strings:
    /// most links are out on the segment's length, before a string is made (every link of every copy comes here).
    private static func segment(_ destination: String, lengths: Set<String>) -> String? {
        guard let count = LinkDestination.firstSegmentLength(of: destination),
              lengths.contains(where: { $0.utf8.count == count }) else { return nil }
        return LinkDestination.firstSegment(of: destination)
    }

    /// Whether `destination`'s first segment is `copy`'s own language (compared as `{locale}`).
    func isOwn(_ destination: String, copy: Int) -> Bool {
        isLocalising && Self.segment(destination, lengths: own[copy]).map(own[copy].contains) ?? false
    }

    /// Whether `destination`'s first segment is the language of another copy of the page, not `copy`'s own, and
    /// not a fallback edition that other copies link too. A segment with a region is `{locale}`, never foreign.
    func isForeign(_ destination: String, copy: Int) -> Bool {
        guard !languages.isEmpty, let segment = Self.segment(destination, lengths: languages), languages.contains(segment),
              !own[copy].contains(segment) else { return false }
        return LinkDestination.localeSegment(of: destination) == nil
    }
}
