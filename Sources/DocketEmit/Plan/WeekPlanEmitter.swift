import DocketUnderstand

/// The ``WeekPlan`` of all inputs as pretty JSON (keys sorted), without a final newline (like ``JSONEmitter``).
public struct WeekPlanEmitter: Emitter {
    public var planner: WeekPlanner

    public init(planner: WeekPlanner = WeekPlanner()) {
        self.planner = planner
    }

    public func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String {
        try JSON.encode(planner.plan(documents, options: options))
    }
}
