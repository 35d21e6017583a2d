import Foundation

/// A corpus for `locdoc check` at scale: every page in `locales` synthetic locales (valid BCP 47 tags such as
/// `ab-CD`), each copy a bundled seed page with its locale rewritten and, in some copies, a defect injected
/// (a spaced identifier, a capitalised Boolean, a changed code token, a glued code span), so checks do real work.
enum CheckCorpus {
    static func locales(_ count: Int) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { index in
            let a = letters[index % 26], b = letters[(index / 26 + 1) % 26]
            return "\(a)\(b)-\(String(b).uppercased())\(String(a).uppercased())"
        }
    }

    static func generate(from seedsFolder: String, into directory: URL, locales count: Int, pages: Int) throws -> (files: Int, bytes: Int) {
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        let seeds = try manager.contentsOfDirectory(atPath: seedsFolder).sorted().compactMap { locale -> (String, String)? in
            guard let text = try? String(contentsOfFile: "\(seedsFolder)/\(locale)/msal-ios-shared-devices.md", encoding: .utf8) else { return nil }
            return (locale, text)
        }
        var files = 0, bytes = 0
        for (number, locale) in locales(count).enumerated() {
            let folder = directory.appendingPathComponent(locale)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let (seedLocale, seed) = seeds[number % seeds.count]
            for page in 0..<pages {
                var text = seed.replacingOccurrences(of: "ms.contentlocale: \(seedLocale)", with: "ms.contentlocale: \(locale)")
                text = inject(into: text, copy: number * pages + page)
                let data = Data(text.utf8)
                try data.write(to: folder.appendingPathComponent(String(format: "page-%03d.md", page)))
                files += 1
                bytes += data.count
            }
        }
        return (files, bytes)
    }

    private static func inject(into text: String, copy: Int) -> String {
        switch copy % 7 {
        case 1: return text.replacingOccurrences(of: "com.microsoft.azureauthenticator.ssoextension", with: "com. microsoft. azureauthenticator. ssoextension")
        case 2: return text.replacingOccurrences(of: ": true\n", with: ": True\n")
        case 3: return text.replacingOccurrences(of: "deviceInfo.deviceMode == .shared", with: "deviceInfo.deviceMode == .gedeeld")
        case 4: return text.replacingOccurrences(of: "`signoutFromBrowser` ", with: "`signoutFromBrowser`")
        default: return text
        }
    }
}
