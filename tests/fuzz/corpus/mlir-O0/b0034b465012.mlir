"builtin.module"() ({
}) : }
