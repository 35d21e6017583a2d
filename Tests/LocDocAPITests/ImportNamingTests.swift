import LocDocAPI
import Testing

/// Swift's import naming rules, one rule a test, on declarations written here (not read from the interface), so
/// that each rule is seen to hold on its own; the cases with a documented answer come from SE-0005 and the MSAL
/// fact sheet.
@Suite struct ImportNamingTests {
    static let naming = ObjCImportNaming(context: ObjCImportNaming.Context(
        typedefs: ["MSALCompletionBlock": ObjCType(name: "Block", isBlock: true)],
        properties: ["UIView": ["gestureRecognizers"], "Inbox": ["accounts"]],
        enumConstants: [
            "MSALDeviceMode": ["MSALDeviceModeDefault", "MSALDeviceModeShared"],
            "MSALWebviewType": ["MSALWebviewTypeDefault", "MSALWebviewTypeAuthenticationSession", "MSALWebviewTypeWKWebView"],
            "MSALInternalError": ["MSALInternalErrorInvalidParameter", "MSALInternalBrokerNotAvailable", "MSALErrorJITRetryRequired"],
            "NSProperties": ["NSPropertyOne", "NSPropertyTwo"],
            "MyEnum": ["MyEnum_2D", "MyEnum_3D"],
        ],
        classes: ["MSALAccount"]))

    static func method(_ selector: String, _ types: [ObjCType], result: ObjCType = ObjCType(name: "void"),
                       in container: String = "MSALPublicClientApplication", classMethod: Bool = false) -> String {
        let parameters = types.enumerated().map { ObjCParameter(name: "p\($0.offset)", type: $0.element) }
        let declaration = ObjCDeclaration(kind: classMethod ? .classMethod : .method, name: selector, container: container,
                                          parameters: parameters, type: result)
        return naming.swiftName(of: declaration).name
    }

    static func object(_ name: String) -> ObjCType { ObjCType(name: name, pointers: 1) }
    static let error = ObjCType(name: "NSError", pointers: 2)
    static let block = ObjCType(name: "MSALCompletionBlock")
    static let instance = ObjCType(name: "instancetype")

    @Test func theFirstPieceSplitsAtItsLastPrepositionAndDropsTheRestatedType() {
        #expect(Self.method("getDeviceInformationWithParameters:completionBlock:", [Self.object("MSALParameters"), Self.block])
                == "getDeviceInformation(with:completionBlock:)")
        #expect(Self.method("accountsFromDeviceForParameters:completionBlock:", [Self.object("MSALAccountEnumerationParameters"), Self.block])
                == "accountsFromDevice(for:completionBlock:)")
        #expect(Self.method("signoutWithAccount:signoutParameters:completionBlock:",
                            [Self.object("MSALAccount"), Self.object("MSALSignoutParameters"), Self.block])
                == "signout(with:signoutParameters:completionBlock:)")
        // SE-0005: `documentForURL:` → `document(for:)`.
        #expect(Self.method("documentForURL:", [Self.object("NSURL")], in: "NSDocumentController") == "document(for:)")
    }

    @Test func aLabelThatDoesNotRestateItsTypeStays() {
        #expect(Self.method("accountForIdentifier:error:", [Self.object("NSString"), Self.error]) == "account(forIdentifier:)")
        #expect(Self.method("getWPJMetaDataDeviceWithParameters:forTenantId:completionBlock:",
                            [Self.object("MSALParameters"), Self.object("NSString"), Self.block])
                == "getWPJMetaDataDevice(with:forTenantId:completionBlock:)")
    }

    @Test func aTypeNameIsDroppedOnlyAfterAVerbOrPreposition() {
        // `remove` is a verb: `removeAccount:` → `remove(_:)`.
        #expect(Self.method("removeAccount:error:", [Self.object("MSALAccount"), Self.error]) == "remove(_:)")
        // SE-0005: `Text` is a noun, `setTextColor:` keeps `Color`.
        #expect(Self.method("setTextColor:", [Self.object("UIColor")], in: "UILabel") == "setTextColor(_:)")
        // `completion` is not a verb: `completionBlock` keeps `Block`.
        #expect(Self.method("getCurrentAccountWithParameters:completionBlock:", [Self.object("MSALParameters"), Self.block])
                == "getCurrentAccount(with:completionBlock:)")
        #expect(Self.method("handleMSALResponse:sourceApplication:", [Self.object("NSURL"), Self.object("NSString")], classMethod: true)
                == "handleMSALResponse(_:sourceApplication:)")
    }

    @Test func aTypeNameThatNamesAPropertyStays() {
        // SE-0005: with a `gestureRecognizers` property, `addGestureRecognizer:` keeps its noun.
        #expect(Self.method("addGestureRecognizer:", [Self.object("UIGestureRecognizer")], in: "UIView") == "addGestureRecognizer(_:)")
        #expect(Self.method("addGestureRecognizer:", [Self.object("UIGestureRecognizer")], in: "UILabel") == "add(_:)")
        #expect(Self.method("removeAccount:", [Self.object("MSALAccount")], in: "Inbox") == "removeAccount(_:)")
    }

    @Test func withBeforeABlockIsVacuous() {
        #expect(Self.method("fetchWithCompletionBlock:", [Self.block], in: "Loader") == "fetch(completionBlock:)")
    }

    @Test func anErrorOutParameterBecomesThrows() {
        #expect(Self.method("allAccounts:", [Self.error]) == "allAccounts()")
        #expect(Self.method("checkResourceIsReachableAndReturnError:", [Self.error], in: "NSURL") == "checkResourceIsReachable()")
        #expect(Self.method("cancelCurrentWebAuthSession", [], classMethod: true) == "cancelCurrentWebAuthSession()")
    }

    @Test func initialisersAndFactoriesBecomeInit() {
        #expect(Self.method("initWithWebviewParameters:", [Self.object("MSALWebviewParameters")], result: Self.instance,
                            in: "MSALSignoutParameters") == "init(webviewParameters:)")
        #expect(Self.method("initWithConfiguration:error:", [Self.object("MSALPublicClientApplicationConfig"), Self.error],
                            result: Self.instance) == "init(configuration:)")
        #expect(Self.method("initWithURL:error:", [Self.object("NSURL"), Self.error], result: Self.instance, in: "MSALAADAuthority")
                == "init(url:)")
        #expect(Self.method("initWithScopes:webviewParameters:", [ObjCType(name: "NSArray", typeArguments: ["NSString"], pointers: 1),
                                                                    Self.object("MSALWebviewParameters")],
                            result: Self.instance, in: "MSALInteractiveTokenParameters") == "init(scopes:webviewParameters:)")
        #expect(Self.method("configWithSlice:dc:", [Self.object("NSString"), Self.object("NSString")], result: Self.instance,
                            in: "MSALSliceConfig", classMethod: true) == "init(slice:dc:)")
        // Not a factory: the piece does not start with the end of the class name.
        #expect(Self.method("sliceWithName:", [Self.object("NSString")], result: Self.instance, in: "MSALSliceConfig", classMethod: true)
                == "slice(withName:)")
    }

    @Test func enumConstantsLoseTheirCommonPrefix() {
        func constant(_ name: String, of type: String) -> String {
            Self.naming.swiftName(of: ObjCDeclaration(kind: .enumCase, name: name, container: type)).name
        }
        #expect(constant("MSALDeviceModeShared", of: "MSALDeviceMode") == "shared")
        #expect(constant("MSALWebviewTypeWKWebView", of: "MSALWebviewType") == "wkWebView")
        // The constants share only `MSAL`: Swift's names keep `internalError…`.
        #expect(constant("MSALInternalErrorInvalidParameter", of: "MSALInternalError") == "internalErrorInvalidParameter")
        #expect(constant("MSALInternalBrokerNotAvailable", of: "MSALInternalError") == "internalBrokerNotAvailable")
        // The enum's name may be the plural of the prefix.
        #expect(constant("NSPropertyTwo", of: "NSProperties") == "two")
        // Never down to a name that starts with a digit.
        #expect(constant("MyEnum_2D", of: "MyEnum") == "_2D")
    }

    @Test func aProtocolNamedLikeAClassTakesProtocol() {
        #expect(Self.naming.swiftName(of: ObjCDeclaration(kind: .protocol, name: "MSALAccount")).name == "MSALAccountProtocol")
        let member = ObjCDeclaration(kind: .property, name: "username", container: "MSALAccount", inProtocol: true,
                                     type: Self.object("NSString"))
        let name = Self.naming.swiftName(of: member)
        #expect(name.container == "MSALAccountProtocol" && name.name == "username")
        #expect(Self.naming.swiftName(of: ObjCDeclaration(kind: .protocol, name: "MSALAuthenticationSchemeProtocol")).name
                == "MSALAuthenticationSchemeProtocol")
    }

    @Test func camelCaseWordsAreSwiftsWords() {
        #expect(CamelCase.words("MSALPublicClientApplication") == ["MSAL", "Public", "Client", "Application"])
        #expect(CamelCase.words("getWPJMetaDataDevice") == ["get", "WPJ", "Meta", "Data", "Device"])
        #expect(CamelCase.words("bookmarkWithURLs") == ["bookmark", "With", "URLs"])
        #expect(CamelCase.words("MSAL_PRIMARY_REGISTRATION_UPN") == ["MSAL", "_", "PRIMARY", "_", "REGISTRATION", "_", "UPN"])
        #expect(CamelCase.lowercasedInitialisms("URLSession") == "urlSession")
        #expect(CamelCase.lowercasedInitialisms("QRPIN") == "qrpin")
        #expect(CamelCase.lowercasedInitialisms("URLs") == "urls")
        #expect(CamelCase.lowercasedInitialisms("Parameters") == "parameters")
    }
}
