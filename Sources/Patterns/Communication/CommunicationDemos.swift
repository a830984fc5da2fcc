/// The communication patterns' live runs, in teaching order.
public enum CommunicationDemos {
    public static var all: [any Demo.Type] {
        [ObserverDemo.self, DelegationDemo.self, TargetActionDemo.self,
         KeyValueCodingDemo.self, KeyValueObservingDemo.self,
         NotificationDemo.self]
    }
}
