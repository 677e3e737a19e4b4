extension JobOutcome {
    /// Whether the run's marks can be the job's: none for a job that is not a group's
    /// run, at most one per block, in order, each within what was printed. The runner
    /// never makes other marks (`OutputWatch`); a forged cache entry can, and judging it
    /// would cut the output at places that are not there.
    func fits(_ job: VerificationJob) -> Bool {
        guard let marks = run?.marks else { return true }
        guard let due = job.group?.marks, marks.count <= due else { return false }
        let printed = run?.stdout.count ?? 0
        return zip([0] + marks, marks + [printed]).allSatisfy { $0 <= $1 }
    }
}
