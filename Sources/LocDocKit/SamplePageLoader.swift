import Foundation
import LocDocIngest
import LocDocModel
import LocDocSnippets
import MSAL

/// What `locdoc test` and `locdoc generate` both start from: the corpus's pages, each with its harness and each
/// selected variant's device provisioning as that variant's documented configuration gives it.
struct SamplePageLoader {
    /// The corpus paths (for finding `<page>.harness.yml` beside them).
    var inputs: [String]
    /// A harness manifest given explicitly.
    var harness: String?
    /// Only these variants or locales (empty: all).
    var locales: [String]
    var provisioner: @Sendable (Document, [Document], PageHarness) -> DeviceProvisioning?

    /// Pages in name order, each with its selected copies; a page none of whose copies is selected is left out.
    /// Errors: harnesses that cannot be read or are for another page.
    func pages(of documents: [Document]) -> (pages: [SamplePage], errors: [InputError]) {
        var pages: [SamplePage] = [], errors: [InputError] = []
        // A harness named on the command line is read once, and a fault in it reported once, whatever the pages.
        var named: PageHarness?
        if let harness {
            do throws(InputError) { named = try HarnessReader.load(harness) } catch { errors.append(error) }
        }
        let byPage = Dictionary(grouping: documents) { ($0.page as NSString).deletingPathExtension }
        for (page, copies) in byPage.sorted(by: { $0.key < $1.key }) {
            let lookedFor = harness ?? inputs.map { "\($0)/\(page)\(HarnessReader.suffix)" }.joined(separator: " or ")
            var pageHarness: PageHarness?
            if harness != nil {
                pageHarness = named?.page == page ? named : nil
            } else if let path = HarnessReader.locate(page: page, near: inputs) {
                do throws(InputError) {
                    let loaded = try HarnessReader.load(path)
                    if loaded.page == page {
                        pageHarness = loaded
                    } else {
                        errors.append(InputError(kind: .invalidHarness, file: path, line: nil,
                                                 message: "the harness is for the page `\(loaded.page)`, not `\(page)`"))
                    }
                } catch {
                    errors.append(error)
                }
            }
            let selected = copies.filter(selects)
            guard !selected.isEmpty else { continue }
            var provisioning: [String: DeviceProvisioning] = [:]
            if let pageHarness {
                for document in selected { provisioning[document.variant] = provisioner(document, copies, pageHarness) }
            }
            pages.append(SamplePage(page: page, documents: selected, harness: pageHarness, harnessLookedFor: lookedFor,
                                    provisioning: provisioning))
        }
        return (pages, errors)
    }

    private func selects(_ document: Document) -> Bool {
        locales.isEmpty || locales.contains(document.variant) || locales.contains(document.locale?.tag ?? "")
    }
}
