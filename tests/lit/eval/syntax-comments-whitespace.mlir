// Comments everywhere, tabs, blank lines, ops split over several lines.

// RUN: combc eval %s -- 3 4 | FileCheck %s %exact --check-prefix=A
// A: 7

// leading comment
module {   // after the brace
	// a tab-indented comment
	func.func @f(%a: i8,   // first argument
	             %b: i8)   // second argument
	    -> i8 {


		%0 = arith.addi
		    %a,
		    %b
		    : i8 // the sum
		return %0 : i8
	}
}
// trailing comment without a newline at the end
