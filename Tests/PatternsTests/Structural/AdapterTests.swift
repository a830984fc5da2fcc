@testable import Patterns
import Testing

@Suite struct AdapterTests {
    typealias Hit = LegacyAnalyticsSDK.Hit

    @Test func theClientReachesTheOldSDKThroughTheTargetProtocol() {
        let sdk = LegacyAnalyticsSDK()
        let screen = CheckoutScreen(tracker: LegacyAnalyticsAdapter(adapting: sdk))
        screen.productViewed("hat")
        screen.purchased("shoes", price: 42)
        #expect(sdk.hits == [
            Hit(category: "product", action: "view", label: "item=hat", value: nil),
            Hit(category: "cart", action: "purchase", label: "item=shoes", value: 42),
        ])
    }

    @Test func theAdapteeIsUntouchedAndGetsExactlyWhatADirectCallWouldSend() {
        let viaAdapter = LegacyAnalyticsSDK()
        let direct = LegacyAnalyticsSDK()
        #expect(!((viaAdapter as Any) is any AnalyticsTracking), "the SDK must not need to conform itself")
        LegacyAnalyticsAdapter(adapting: viaAdapter).track(AnalyticsEvent("cart.purchase", parameters: ["value": "7"]))
        direct.logEvent(category: "cart", action: "purchase", label: nil, value: 7)
        #expect(viaAdapter.hits == direct.hits)
    }

    @Test func translationRulesCoverNamesWithoutADotAndValuesThatAreNotNumbers() {
        let undotted = LegacyAnalyticsAdapter.hit(for: AnalyticsEvent("launch"))
        let general = LegacyAnalyticsAdapter.defaultCategory
        #expect(undotted == Hit(category: general, action: "launch", label: nil, value: nil))
        let event = AnalyticsEvent("a.b.c", parameters: ["value": "lots", "b": "2", "a": "1"])
        let wordy = LegacyAnalyticsAdapter.hit(for: event)
        #expect(wordy == Hit(category: "a", action: "b.c", label: "a=1,b=2,value=lots", value: nil))
    }

    @Test func theSameClientWorksUnchangedWithANativeTracker() {
        let modern = ModernAnalyticsTracker()
        CheckoutScreen(tracker: modern).purchased("hat", price: 15)
        #expect(modern.events == [AnalyticsEvent("cart.purchase", parameters: ["item": "hat", "value": "15"])])
    }

    @Test func theDemoAsksForATrackerFirstAndAWholeNumberPrice() {
        let session = DemoSession(AdapterDemo.self)
        let early = session.run("view shoes")
        #expect(!early.succeeded)
        #expect(early.entries.last?.text == "the checkout screen has no tracker yet: type `use legacy` or `use modern`")
        session.run("use legacy")
        #expect(session.run("buy shoes cheap").entries.last?.text == "the price must be a whole number, not 'cheap'")
        #expect(session.run("buy shoes 3").succeeded)
    }

    @Test func theDemoSaysWhenTheTrackerIsAlreadyInUse() {
        let session = DemoSession(AdapterDemo.self)
        #expect(session.run("use legacy").succeeded)
        let again = session.run("use legacy")
        #expect(!again.succeeded)
        #expect(again.entries.last?.text == "the screen already uses the legacy tracker: nothing changed")
        #expect(session.run("use modern").succeeded)
    }
}
