#ifndef CCOMPOSABLETESTINGINSTALL_H
#define CCOMPOSABLETESTINGINSTALL_H

// Linking this module installs ComposableTesting's hooks (failures, the running test) when the
// binary loads.

#endif
