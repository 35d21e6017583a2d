import LocDocAPI
import LocDocModel

/// A code span in prose that names the API names something the reference implementation declares.
struct InlineCodeAPINameCheck: ReferenceAPICheck {
    var api: APIIndex?

    static let description = CheckDescription(
        id: "inline-code-api-name", category: .inlineCode, defaultSeverity: .error,
        summary: "A code span names an API the reference implementation does not declare",
        rationale: "Translation and editing change identifiers in prose (`getCurrentAccountWithParameter:completionBlock:` for `getCurrentAccountWithParameters:completionBlock:`), and a reader who searches for or copies the name finds nothing. Every selector, Swift name, member and prefixed type name in a code span is resolved against the symbol graph of the reference module and its Objective-C interface, related by Swift's import naming rules. Only names shaped like the module's API are judged: a selector or call a slip away from one of its names, a name with its prefix, a member of one of its types; configuration keys, settings' values (`MSALCacheSharingEnabled` as a key to enter), URLs and other code are not, nor a name the page's own samples declare or its samples in another language use (MSAL.NET's `AcquireTokenSilent()` on a page with C# samples). Runs only when the reference build is available (`locdoc check` says so when it is not). A method named by its base name and empty parentheses (`acquireToken()`), as docs refer to one whatever its parameters, names the module's methods of that base. Error, since the name does not compile; warning when every copy of the page names it, since the fault is then in the source page or the reference implementation, not in the translation; stale, not corrupt, when the copy is of an older revision whose copies all name it and the newest revision names neither it nor its nearest name (the source replaced that API).",
        passing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call `getCurrentAccountWithParameters:completionBlock:` and read `signoutFromBrowser`, not the `sharedDeviceMode` key."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie `getCurrentAccountWithParameters:completionBlock:` auf und lesen Sie `signoutFromBrowser`, nicht den Schlüssel `sharedDeviceMode`."),
        ]), CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Add the setting:\n\n- **Key**: `MSALCacheSharingEnabled`\n- **Type**: Boolean\n- **Value**: `true`"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Fügen Sie die Einstellung hinzu:\n\n- **Schlüssel**: `MSALCacheSharingEnabled`\n- **Typ**: Boolean\n- **Wert**: `true`"),
        ])],
        failing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call `getCurrentAccountWithParameters:completionBlock:` to read the account."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie `getCurrentAccountWithParameter:completionBlock:` auf, um das Konto zu lesen."),
        ], expectedVariant: "de-DE", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        guard let api else { return [] }
        return APINameFindings.findings(self, in: page, api: api, part: .prose)
    }
}
