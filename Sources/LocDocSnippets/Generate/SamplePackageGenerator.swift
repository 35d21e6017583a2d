import Foundation
import LocDocChecks
import LocDocModel
import MSAL

/// `locdoc generate`'s engine: per page and variant, a standalone sample package made of the page's own samples
/// (spliced as for `locdoc test`), the page's harness, and the device provisioning that variant documents. Pure: the
/// same page, harness and environment always give the same files, byte for byte.
public struct SamplePackageGenerator: Sendable {
    public var environment: SamplePackageEnvironment
    public var languages: GeneratedLanguages
    /// How long one step of a generated scenario may wait for its completion blocks.
    public var stepTimeout: Double

    public init(environment: SamplePackageEnvironment, languages: GeneratedLanguages = .all, stepTimeout: Double = 5) {
        self.environment = environment
        self.languages = languages
        self.stepTimeout = stepTimeout
    }

    /// One package per copy of the page, in the page's variant order (none when the page has no harness).
    public func packages(for page: SamplePage) -> [GeneratedPackage] {
        guard let harness = page.harness else { return [] }
        return page.documents.map {
            package(for: $0, harness: harness, provisioning: page.provisioning[$0.variant])
        }
    }

    func package(for document: Document, harness: PageHarness, provisioning: DeviceProvisioning?) -> GeneratedPackage {
        let spliced = document.codeSamples.map { SplicedSample($0, of: document, harness: harness) }
            .filter { $0.language == CodeLanguage.swift || $0.language == CodeLanguage.objectiveC }
        // Named over both languages, whichever are written, so a section's samples have one name in every package.
        let names = SampleNaming.names(spliced.map { .init(section: $0.section, language: $0.language) },
                                       reserved: Self.identifiers(in: harness))
        var leftOut: [String] = [], swiftSamples: [GeneratedSample] = [], objcSamples: [GeneratedSample] = []
        for (sample, name) in zip(spliced, names) {
            let isSwift = sample.language == CodeLanguage.swift
            guard isSwift ? languages.includesSwift : languages.includesObjectiveC else { continue }
            if !sample.unknownElisions.isEmpty {
                leftOut += sample.unknownElisions.map(\.description)
                continue
            }
            let generated = GeneratedSample(sample, name: name, document: document,
                                            expectations: isSwift ? harness.expectations(for: sample.section) : [])
            if isSwift { swiftSamples.append(generated) } else { objcSamples.append(generated) }
        }
        let target = ((document.page as NSString).lastPathComponent as NSString).deletingPathExtension
        var swift: SwiftPackageSource?, objc: ObjCPackageSource?
        if !swiftSamples.isEmpty {
            if let context = harness.swift {
                swift = SwiftPackageSource(document: document, harness: harness, context: context, samples: swiftSamples,
                                           provisioning: provisioning, environment: environment, target: target,
                                           stepTimeout: stepTimeout)
            } else {
                leftOut += swiftSamples.map { "\($0.location): the harness has no `swift` context (\(harness.manifestFile))" }
            }
        }
        if !objcSamples.isEmpty {
            if let host = harness.objectiveC {
                objc = ObjCPackageSource(document: document, host: host, samples: objcSamples, environment: environment)
            } else {
                leftOut += objcSamples.map { "\($0.location): the harness has no `objective-c` host (\(harness.manifestFile))" }
            }
        }
        let guide = PackageGuide(document: document, harness: harness, swift: swift, objc: objc, leftOut: leftOut,
                                 environment: environment, title: "\(target) (\(document.variant))")
        let files = (swift?.files ?? []) + (objc?.files ?? []) + guide.files
        let pagePath = (document.page as NSString).deletingPathExtension
        return GeneratedPackage(path: "\(document.variant)/\(pagePath)", source: document.file,
                                files: files.sorted { $0.path < $1.path }, leftOut: leftOut,
                                swiftSamples: swift?.samples.count ?? 0, objectiveCSamples: objc?.samples.count ?? 0)
    }

    /// Every identifier of the harness's sources: a sample's name must not collide with the context's members.
    static func identifiers(in harness: PageHarness) -> Set<String> {
        var names = Set<String>()
        for (source, dialect) in [(harness.swift, CodeDialect.swift), (harness.objectiveC, CodeDialect.objectiveC)] {
            guard let source else { continue }
            names.formUnion(CodeLexer.lex(source.text, dialect: dialect).tokens.filter { $0.kind == .identifier }.map(\.text))
        }
        return names
    }
}
