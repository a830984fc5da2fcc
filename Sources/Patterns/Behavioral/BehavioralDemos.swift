/// The behavioral patterns' live runs, in teaching order.
public enum BehavioralDemos {
    public static var all: [any Demo.Type] {
        [
            ChainOfResponsibilityDemo.self,
            CommandDemo.self,
            IteratorDemo.self,
            MediatorDemo.self,
            MementoDemo.self,
            StateDemo.self,
            StrategyDemo.self,
            TemplateMethodDemo.self,
            VisitorDemo.self,
            InterpreterDemo.self,
            ServantDemo.self,
        ]
    }
}
