import LocDocChecks
import Testing

@Suite struct DocFXSlugTests {
    /// docfx's own test of its default (markdig GitHub mode) and markdig's GitHub-mode cases: spaces and `-` to `-`,
    /// `_` kept, other punctuation (`.` and `&` included) dropped, nothing collapsed or trimmed.
    @Test(arguments: [
        ("This - is a &@! heading _ with . and ! -", "this---is-a--heading-_-with--and---"),
        ("Header identifiers in HTML", "header-identifiers-in-html"),
        ("* Dogs*?--in *my* house?", "-dogs--in-my-house"),
        ("[HTML], [S5], or [RTF]?", "html-s5-or-rtf"),
        ("3. Applications", "3-applications"),
        ("33", "33"),
    ])
    func markdigGitHubMode(heading: String, slug: String) {
        #expect(DocFXSlug.slug(heading) == slug)
    }

    /// The seed pages' anchors are the slugs of the English headings.
    @Test(arguments: [
        ("Shared device mode for iOS devices", "shared-device-mode-for-ios-devices"),
        ("Use Intune to enable shared device mode & SSO extension", "use-intune-to-enable-shared-device-mode--sso-extension"),
        ("Get the signed-in user and determine if a user has changed on the device",
         "get-the-signed-in-user-and-determine-if-a-user-has-changed-on-the-device"),
        ("Objective-C", "objective-c"),
    ])
    func seedAnchors(heading: String, anchor: String) {
        #expect(DocFXSlug.slug(heading) == anchor)
        #expect(DocFXSlug.matches(heading, anchor: anchor))
    }

    @Test func lettersOfEveryScriptAreKept() {
        #expect(DocFXSlug.slug("Modalità dispositivo") == "modalità-dispositivo")
        #expect(DocFXSlug.slug("საერთო რეჟიმი") == "საერთო-რეჟიმი")
        #expect(DocFXSlug.slug("共享设备模式（预览）") == "共享设备模式预览")
        #expect(DocFXSlug.slug("ΚΟΙΝΗ Λειτουργία") == "κοινη-λειτουργία")
    }

    @Test func normalisation() {
        #expect(DocFXSlug.normalized("-a--b---c-") == "a-b-c")
        // A heading without the `&` slugs to a single `-`: equal up to normalisation.
        #expect(DocFXSlug.matches("Use Intune to enable shared device mode SSO extension",
                                  anchor: "use-intune-to-enable-shared-device-mode--sso-extension"))
        #expect(!DocFXSlug.matches("Use Intune to enable shared mode", anchor: "use-intune-to-enable-shared-device-mode"))
        #expect(!DocFXSlug.matches("!!!", anchor: ""))
    }
}
