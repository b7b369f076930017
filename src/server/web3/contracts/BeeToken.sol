// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title BEE, the token of the bee haven: a plain ERC-20 with 18 decimals.
/// The owner (the shop's deployer) mints the supply the faucet hands out.
contract BeeToken {
    string public constant name = "Bee Token";
    string public constant symbol = "BEE";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    address public immutable owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        owner = msg.sender;
    }

    function mintTokens(address recipient, uint256 amount) external {
        require(msg.sender == owner, "Only the beekeeper mints BEE");
        totalSupply += amount;
        balanceOf[recipient] += amount;
        emit Transfer(address(0), recipient, amount);
    }

    function transfer(address recipient, uint256 amount) external returns (bool) {
        _move(msg.sender, recipient, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function increaseAllowance(address spender, uint256 addedValue) external returns (bool) {
        _approve(msg.sender, spender, allowance[msg.sender][spender] + addedValue);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtractedValue) external returns (bool) {
        uint256 current = allowance[msg.sender][spender];
        require(current >= subtractedValue, "Allowance would drop below zero");
        _approve(msg.sender, spender, current - subtractedValue);
        return true;
    }

    function transferFrom(address sender, address recipient, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[sender][msg.sender];
        require(allowed >= amount, "Transfer exceeds allowance");
        if (allowed != type(uint256).max) _approve(sender, msg.sender, allowed - amount);
        _move(sender, recipient, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "Transfer to the zero address");
        require(balanceOf[from] >= amount, "Transfer exceeds balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _approve(address holder, address spender, uint256 amount) private {
        allowance[holder][spender] = amount;
        emit Approval(holder, spender, amount);
    }
}
