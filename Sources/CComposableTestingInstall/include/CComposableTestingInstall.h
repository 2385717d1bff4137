#ifndef CCOMPOSABLETESTINGINSTALL_H
#define CCOMPOSABLETESTINGINSTALL_H

// Linking this module installs ComposableTesting's failure hook when the binary loads.

#endif
