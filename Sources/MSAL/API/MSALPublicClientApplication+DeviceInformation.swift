import Foundation

extension MSALPublicClientApplication {
    /// `-getDeviceInformationWithParameters:completionBlock:` (IMPL `MSALDeviceInfoProvider.m`; rules D1–D5, Q1).
    public func getDeviceInformation(with parameters: MSALParameters?,
                                     completionBlock: @escaping MSALDeviceInformationCompletionBlock) {
        let scope = CallScope(device: device, clientId: clientId,
                              operation: "getDeviceInformation(with:completionBlock:)",
                              summary: TraceWords.queue(of: parameters))
        defer { scope.markReturned() }
        let rule = QueueRule.producingThread(parameters?.completionBlockQueue)
        let reply = UncheckedBlock(call: completionBlock)
        let registration = device.provisioning.registration?.metadata ?? [:]

        @Sendable func deliver(_ info: DeviceInfoSnapshot?, _ error: NSError?) {
            var values = ["deviceInfo": info == nil ? "nil" : "present"]
            if let info { values["deviceMode"] = info.mode == .shared ? "shared" : "default" }
            values["hasAADSSOExtension"] = info.map { String($0.hasSSOExtension) }
            let summary = info.map { "\($0.mode == .shared ? "Device mode shared" : "Device mode default")" } ?? "nil"
            scope.complete(rule, summary: summary, values: values, error: error) {
                reply.call(info?.makeInformation(), error)
            }
        }

        switch device.route(for: identity) {
        case .brokerNotAllowed:
            // D1
            deliver(nil, MSALErrors.make(.internalBrokerNotAvailable, "Broker is not enabled for this operation. "
                                         + "Please make sure you have enabled broker support for your application"))
        case .noSSOExtension:
            // D2
            device.trace.record(.device, "log", clientId: clientId,
                                summary: "Broker is not present on this device. Defaulting to personal mode")
            deliver(DeviceInfoSnapshot(mode: .default, hasSSOExtension: false, extras: registration), nil)
        case .ssoExtension:
            let slot = deviceInformationSlot
            guard slot.begin() else {
                // D5
                deliver(nil, MSALErrors.make(.internal, "Trying to start a get accounts request while one is "
                                             + "already executing"))
                return
            }
            let app = identity
            device.runSSOExtensionRequest("get device information", clientId: clientId, work: { state in
                let shared = ProfileEvaluation.report(for: state.provisioning, loginURL: app.loginURL).isShared
                var extras = registration
                extras[isSSOExtensionInFullModeKey] = shared ? "Yes" : "No"
                return .success(DeviceInfoSnapshot(mode: shared ? .shared : .default, hasSSOExtension: true,
                                                   extras: extras))
            }, completion: { result in
                slot.end()
                switch result {
                case .success(let info):
                    // D3
                    deliver(info, nil)
                case .failure(let box):
                    // D4: a bare default-mode object (its hasAADSSOExtension says whether the extension can run,
                    // which it can) with registration metadata, and the error.
                    deliver(DeviceInfoSnapshot(mode: .default, hasSSOExtension: true, extras: registration), box.error)
                }
            })
        }
    }

    /// `-getWPJMetaDataDeviceWithParameters:forTenantId:completionBlock:`: the registration metadata, if the
    /// device is registered in that tenant (or in any tenant when `tenantId` is nil).
    public func getWPJMetaDataDevice(with parameters: MSALParameters?, forTenantId tenantId: String?,
                                     completionBlock: @escaping MSALWPJMetaDataCompletionBlock) {
        let scope = CallScope(device: device, clientId: clientId,
                              operation: "getWPJMetaDataDevice(with:forTenantId:completionBlock:)",
                              summary: "tenant \(tenantId ?? "any"), \(TraceWords.queue(of: parameters))")
        defer { scope.markReturned() }
        let registration = device.provisioning.registration
        let matching = registration.flatMap { tenantId == nil || $0.tenantId == tenantId ? $0.metadata : nil }
        let reply = UncheckedBlock(call: completionBlock)
        scope.complete(.producingThread(parameters?.completionBlockQueue),
                       summary: matching == nil ? "not registered" : "registered", error: nil) {
            reply.call(MSALWPJMetaData(extraDeviceInformation: matching ?? [:]), nil)
        }
    }
}

/// Device information as a value, until it reaches the app as an `MSALDeviceInformation`.
struct DeviceInfoSnapshot: Sendable {
    let mode: MSALDeviceMode
    let hasSSOExtension: Bool
    let extras: [String: String]

    func makeInformation() -> MSALDeviceInformation {
        MSALDeviceInformation(deviceMode: mode, hasAADSSOExtension: hasSSOExtension, extraDeviceInformation: extras)
    }
}
