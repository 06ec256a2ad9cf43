// duoterm-empty: a Swift program that does nothing, built the same way as duoterm
// (same package, same configuration, same standard library linking). duoterm-bench
// times its start-up and weighs its memory, as what any Swift executable pays
// before it runs a line of its own.
