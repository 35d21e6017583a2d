import LocDocModel

/// A link goes where the same link goes in the other copies.
struct LinkTargetCheck: Check {
    static let description = CheckDescription(
        id: "link-target", category: .link, defaultSeverity: .warning,
        summary: "A link's target differs from the other variants, or a link is lost",
        rationale: "Links are aligned per section against the newest copy (exact matches first, then in order), so one added link does not shift the rest. A target that an older source revision used is stale; a link a translation dropped or retargeted is corrupt. A URL a setting shows, and a setting's value that copies write alike, are the configuration checks' to compare; every other link is compared here, in a setting or not, so a link one copy writes as a setting's value (`…, follow this tutorial: [link]`) and another in a sentence is one link. The locale Microsoft Learn puts first in a URL's path (`/de-de/`) is each translation's own, and is compared as `{locale}`; a link to the edition of the same site in the copy's own language (`https://de.wikipedia.org/wiki/…` in German, where the others link `https://en.wikipedia.org/wiki/…`) is a localisation, whatever its path. Where copies put their own language first in paths (`/de/guides/…`, as Starlight and Hugo sites do), that segment is `{locale}` too, and a path without one is the reader's edition as well; a link that one copy alone writes with another copy's language there (`/fr/…` in Italian) sends its readers to another edition and is corrupt, while a language several copies link that way is the fallback for a language the site lacks. An edition named by a suffix on one segment (`/components/button-cn` beside `/components/button`, in the copy's language or region) is the same page, and links from a copy to the other copies (a README's language switcher) are not compared. A site-rooted path that climbs above the root (`/../usage/cfg.md`, which translation tools write for `../usage/cfg.md`) reaches no page: it is corrupt and does not vote.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Voir [la doc](../roles/a.md) et [b](b.md)."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Siehe [Doku](../roles/a.md) und [b](b.md)."),
        ]), CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Voir [MSAL](https://learn.microsoft.com/fr-fr/entra/msal/)."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Siehe [MSAL](https://learn.microsoft.com/de-de/entra/msal/)."),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "Consulte [MSAL](https://learn.microsoft.com/en-us/entra/msal/)."),
        ]), CheckExample(pages: [
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021", body: "Das [Prinzip](https://de.wikipedia.org/wiki/Single-Responsibility-Prinzip)."),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/03/2021", body: "El [principio](https://en.wikipedia.org/wiki/Single_responsibility_principle)."),
            "it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/04/2021", body: "Il [principio](https://en.wikipedia.org/wiki/Single_responsibility_principle)."),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Voir [la doc](../users/a.md) et [b](b.md)."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "bbbb", handoff: "01/03/2022", body: "Siehe [Doku](../roles/a.md) und [b](b.md)."),
        ], expectedVariant: "fr-FR", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        // Each destination's comparable form is made once: alignment and comparison both read it. Every link is
        // aligned, settings' values too: a copy that writes `…, follow this tutorial: [link]` (a setting, to the
        // reader's eye and to locdoc) has the same link as one that writes `follow [this tutorial](link)`.
        let judgedAsValues = Self.judgedAsValues(page)
        // A copy's own language first in a path is `{locale}`; another copy's language there is another edition.
        let prefixes = LanguagePathPrefixes(page)
        // A copy's links to the other copies (a README's language switcher) differ by design.
        let switcher = SwitcherLinks(page)
        let differences = SlotComparison.compareSequences(
            page, elements: { copy in
                page.documents[copy].links.filter { !switcher.isSwitcher($0.destination, copy: copy) }.map { link in
                    let own = prefixes.isOwn(link.destination, copy: copy)
                    return (link: link, compared: LinkDestination.comparable(link.destination, ownLanguage: own),
                            isValid: !prefixes.isForeign(link.destination, copy: copy) && !LinkDestination.climbsAboveRoot(link.destination))
                }
            },
            section: \.link.sectionKey, value: \.compared, evidence: \.link.destination, range: \.link.range, isValid: \.isValid)
            .filter { difference in
                let judged = { (copy: Int) in difference.slots[copy].map { judgedAsValues[copy].contains($0.range.start) } ?? false }
                return difference.slot != nil ? !judged(difference.verdict.document) : !difference.verdict.supporters.allSatisfy(judged)
            }
            // A link to the reader's-language edition of the same site is a localisation, not a retarget.
            .filter { difference in
                guard let own = difference.slot?.evidence, let expected = difference.verdict.expected else { return true }
                // With the reader's locale first or with none, the same page: the reader's edition either way.
                if let value = difference.slot?.value, difference.slot?.isValid != false,
                   LinkDestination.withoutLocale(value) == LinkDestination.withoutLocale(expected) { return false }
                // Editions named by a suffix (`…/button-cn`): this copy's, or the supporters' beside this copy's plain one.
                let supporters = difference.verdict.supporters.compactMap { page.documents[$0].locale }
                let locale = page.documents[difference.verdict.document].locale
                if let locale, LinkDestination.isSuffixedEdition(own, of: expected, locale: locale) { return false }
                if supporters.contains(where: { LinkDestination.isSuffixedEdition(expected, of: own, locale: $0) }) { return false }
                guard let locale else { return true }
                return !LinkDestination.isLanguageEdition(own, of: expected, locale: locale)
            }
        return differences.map { difference in
            let verdict = difference.verdict
            // A Learn URL's locale segment is compared (and named in messages) as `{locale}`; the expected target, a
            // suggested fix, is written in this copy's locale.
            let supporter = verdict.supporters.lazy.compactMap { difference.slots[$0]?.evidence }.first
            let expected = verdict.expected.map {
                LinkDestination.written($0, like: difference.slot?.evidence, locale: page.documents[verdict.document].locale, supporter: supporter)
            }
            let holders = SlotComparison.names(page, verdict.supporters)
            let message: String
            switch (difference.slot?.evidence, verdict.expected) {
            case (nil, let target?): message = "Link to \(target) is missing; it is in \(holders)"
            case (let target?, nil): message = SlotComparison.extraMessage("Link to \(target)", page, difference)
            case (let written?, let target?) where difference.slot?.isValid == false && LinkDestination.climbsAboveRoot(written):
                message = "Link climbs above the site's root, where no page is; \(holders) link to \(target)"
            case (let written?, let target?) where difference.slot?.isValid == false:
                let edition = LinkDestination.firstSegment(of: written) ?? ""
                message = "Link goes to the `\(edition)` edition of the site, not this copy's; \(holders) link to \(target)"
            case (_, let target?): message = "Link goes elsewhere than in \(holders), which link to \(target)"
            default: message = "Link differs from the other variants"
            }
            return finding(page, verdict.document, at: difference.range, findingClass: verdict.findingClass, message: message,
                           evidence: difference.slot?.evidence ?? "", expected: expected, supporters: verdict.supporters,
                           lines: difference.line(in:))
        }
    }

    /// Where each copy's links are the configuration checks' to judge: in a setting, a link that shows its URL (a
    /// bare URL, `<https://…>`), which `config-url-list` compares with the URLs the other copies list (as code spans,
    /// say), and a link in a value that `config-value` compares as written, because the copies write it alike
    /// (`[Microsoft Authenticator](https://…)`, `ConfigSlots.literalKeys`). A link in a value whose text is
    /// translated is judged here.
    private static func judgedAsValues(_ page: PageSet) -> [Set<SourcePosition>] {
        let inSettings = page.documents.indices.map { copy in
            page.documents[copy].links.filter { page.settingsLines[copy].contains($0.range.start.line) }
        }
        guard inSettings.contains(where: { !$0.isEmpty }) else { return inSettings.map { _ in [] } }
        let literal = page.literalConfigKeys
        return page.documents.indices.map { copy in
            let compared = page.configSlots[copy].filter { literal.contains($0.key) }.compactMap(\.entry.valueRange)
            return Set(inSettings[copy].lazy.filter { link in
                link.text == link.destination || compared.contains { $0.start <= link.range.start && link.range.start <= $0.end }
            }.map(\.range.start))
        }
    }
}
