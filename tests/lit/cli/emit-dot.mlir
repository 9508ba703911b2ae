// --emit=dot prints the netlist as a Graphviz digraph: a cluster per module,
// ports as house shapes, a node per op labelled with op and width.
// RUN: combc %s --emit=dot | FileCheck %s
// CHECK: digraph combc {
// CHECK: subgraph cluster_0 {
// CHECK: label="f";
// CHECK-DAG: [label="a : i8", shape=invhouse];
// CHECK-DAG: [label="b : i8", shape=invhouse];
// CHECK-DAG: [label="add : i8"];
// CHECK-DAG: [label="y : i8", shape=house];
// CHECK: }
hw.module @f(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.add %a, %b : i8
  hw.output %0 : i8
}
